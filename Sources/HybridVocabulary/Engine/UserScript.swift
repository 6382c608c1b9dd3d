/// JavaScript injected into every document a view loads.
public struct UserScript: Hashable, Sendable {
    public var source: String
    /// When in the document's life the script runs: at its end, once the document is parsed
    /// (`true`), or at its start, before any of the page's own scripts (`false`, the default).
    public var runsAtDocumentEnd: Bool
    /// `true` keeps the script out of iframes.
    public var forMainFrameOnly: Bool
    public var world: ContentWorld

    public init(
        source: String,
        runsAtDocumentEnd: Bool = false,
        forMainFrameOnly: Bool = true,
        world: ContentWorld = .page
    ) {
        self.source = source
        self.runsAtDocumentEnd = runsAtDocumentEnd
        self.forMainFrameOnly = forMainFrameOnly
        self.world = world
    }
}
