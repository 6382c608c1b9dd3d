/// The views an engine made, held weakly, so an engine-wide setting (the user
/// agent) reaches every live one; and whether any was made, since schemes are
/// fixed at a view's creation.
@MainActor
package final class EngineViewRegistry<View: AnyObject> {
    public private(set) var viewsMade = false
    private var entries: [WeakBox<View>] = []

    public init() {}

    public func add(_ view: View) {
        viewsMade = true
        entries.removeAll { $0.target == nil }
        entries.append(WeakBox(view))
    }

    /// The views still alive, oldest first.
    public var live: [View] { entries.compactMap(\.target) }
}
