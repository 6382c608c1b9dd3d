/// The JavaScript world a script runs in.
///
/// The page's own scripts live in ``page``. A named world shares the DOM but not
/// the JavaScript globals, so page code can neither see nor replace what runs there.
public enum ContentWorld: Hashable, Sendable {
    case page
    case named(String)

    /// The world HybridKit's own runtime uses. Apps cannot run script there:
    /// the container's public methods refuse it (``EngineError/reservedWorld(_:)``).
    package static let hybrid = ContentWorld.named("hybridkit")

    /// The world's name, `nil` for the page world.
    public var name: String? {
        if case .named(let name) = self { return name }
        return nil
    }
}
