/// JavaScript injected into every document a view loads.
public struct UserScript: Hashable, Sendable {
    /// When in the document's life the script runs.
    public enum InjectionTime: Hashable, Sendable {
        case atDocumentStart
        case atDocumentEnd
    }

    public var source: String
    public var injectionTime: InjectionTime
    /// `true` keeps the script out of iframes.
    public var forMainFrameOnly: Bool
    public var world: ContentWorld

    public init(
        source: String,
        injectionTime: InjectionTime = .atDocumentStart,
        forMainFrameOnly: Bool = true,
        world: ContentWorld = .page
    ) {
        self.source = source
        self.injectionTime = injectionTime
        self.forMainFrameOnly = forMainFrameOnly
        self.world = world
    }
}
