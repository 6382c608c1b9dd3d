/// Makes views that share one cookie store, cache and process pool.
@MainActor
public protocol WebEngine: AnyObject {
    func makeView(settings: EngineSettings) throws -> any WebEngineView
    /// The cookie store every view of this engine really uses.
    var cookieStore: any WebCookieStore { get }
}
