/// Makes views that share one cookie store, cache and process pool.
@MainActor
public protocol WebEngine: AnyObject {
    @_spi(Engine) func makeView(settings: EngineSettings) throws -> any WebEngineView
    /// Makes a new view in the web content process of `view`, so its first
    /// use starts no process. Nothing else carries over: the new view has its
    /// own history, session storage, scripts and handlers. ``WebViewPool``
    /// hands out such views so that a lease reuses a running process, never a page.
    /// An engine that cannot share (or a closed `view`) makes a view of its own.
    @_spi(Engine) func makeView(settings: EngineSettings, sharingProcessWith view: any WebEngineView) throws -> any WebEngineView
    /// The cookie store every view of this engine really uses.
    @_spi(Engine) var cookieStore: any WebCookieStore { get }
    /// The user agent of every view, made before or after it is set.
    /// A view's own ``EngineSettings/customUserAgent`` or
    /// ``EngineSettings/applicationNameForUserAgent`` still wins for that view.
    var userAgent: UserAgent { get set }
    /// How much every view caches.
    var cacheModel: CacheModel { get set }
    /// The caches, storage and cookies every view of this engine shares.
    /// Apps remove them through ``WebsiteDataCleaner``.
    @_spi(Engine) var websiteData: any WebsiteDataStore { get }

    /// Sends every request for `scheme://…` from this engine's views to `handler`.
    ///
    /// Call it before ``makeView(settings:)``: engines fix their schemes when a
    /// view is configured, so a later call throws ``EngineError/urlSchemeUnavailable(_:)``,
    /// as do schemes the engine owns (`http`, `https`, `file`, `data`, `about`, `blob`)
    /// and a scheme registered twice. The scheme is a secure context and CORS-enabled.
    func registerURLScheme(_ scheme: String, handler: any URLSchemeHandler) throws
}
