/// Makes views that share one cookie store, cache and process pool.
@MainActor
public protocol WebEngine: AnyObject {
    func makeView(settings: EngineSettings) throws -> any WebEngineView
    /// The cookie store every view of this engine really uses.
    var cookieStore: any WebCookieStore { get }
    /// The user agent of every view, made before or after it is set.
    /// A view's own ``EngineSettings/customUserAgent`` or
    /// ``EngineSettings/applicationNameForUserAgent`` still wins for that view.
    var userAgent: UserAgent { get set }
    /// How much every view caches.
    var cacheModel: CacheModel { get set }
    /// The caches, storage and cookies every view of this engine shares.
    var websiteData: any WebsiteDataStore { get }
}
