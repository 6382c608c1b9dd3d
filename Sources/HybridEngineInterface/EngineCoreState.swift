/// What the core shares among the containers one engine makes on their own (the
/// views recovery keeps warm), held by the engine so that it lives and goes with
/// the engine and two engines never share it: the core's own types, one of each.
@MainActor
package final class EngineCoreState {
    private var values: [ObjectIdentifier: AnyObject] = [:]

    package init() {}

    /// This engine's one `T`, made by `make` the first time it is asked for.
    package func value<T: AnyObject>(_ make: () -> T) -> T {
        if let value = values[ObjectIdentifier(T.self)] as? T { return value }
        let value = make()
        values[ObjectIdentifier(T.self)] = value
        return value
    }
}
