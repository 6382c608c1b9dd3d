/// A value a test changes while a `@MainActor` closure it handed out reads it
/// (such closures are `Sendable`, so they cannot capture a mutable local).
@MainActor
final class MainActorBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
