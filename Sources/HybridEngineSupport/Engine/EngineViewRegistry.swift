/// The views an engine made, held weakly, so an engine-wide setting (the user
/// agent) reaches every live one; and whether any was made, since schemes are
/// fixed at a view's creation.
@MainActor
package final class EngineViewRegistry<View: AnyObject> {
    private final class Entry {
        weak var view: View?
        init(_ view: View) { self.view = view }
    }

    public private(set) var viewsMade = false
    private var entries: [Entry] = []

    public init() {}

    public func add(_ view: View) {
        viewsMade = true
        entries.removeAll { $0.view == nil }
        entries.append(Entry(view))
    }

    /// The views still alive, oldest first.
    public var live: [View] { entries.compactMap(\.view) }
}
