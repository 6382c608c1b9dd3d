/// Makes views that share one cookie store, cache and process pool.
@MainActor
public protocol WebEngine: AnyObject {
    func makeView(settings: EngineSettings) throws -> any WebEngineView
    /// Makes a new view in the web content process of `view`, so its first
    /// use starts no process. Nothing else carries over: the new view has its
    /// own history, session storage, scripts and handlers. ``WebViewPool``
    /// hands out such views so that a lease reuses a running process, never a page.
    /// An engine that cannot share (or a closed `view`) makes a view of its own.
    func makeView(settings: EngineSettings, sharingProcessWith view: any WebEngineView) throws -> any WebEngineView
    /// The cookie store every view of this engine really uses.
    var cookieStore: any WebCookieStore { get }
}
