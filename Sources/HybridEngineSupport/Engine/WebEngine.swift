import HybridSchemes
/// Makes views that share one cookie store, cache and process pool.
///
/// `GTKEngine` (Linux) and `AppleWebEngine` (Apple platforms) conform; use
/// `HybridEngine` for this platform's. Apps configure an engine, they do not
/// write one: what the container needs from an engine is `EngineViewMaking`,
/// which only this package's engines implement.
@MainActor
public protocol WebEngine: AnyObject {
    /// The user agent of every view, made before or after it is set.
    /// A view's own ``EngineSettings/customUserAgent`` or
    /// ``EngineSettings/applicationNameForUserAgent`` still wins for that view.
    var userAgent: UserAgent { get set }
    /// How much every view caches.
    var cacheModel: CacheModel { get set }

    /// Sends every request for `scheme://…` from this engine's views to `handler`.
    ///
    /// Call it before the first view is made: engines fix their schemes when a
    /// view is configured, so a later call throws ``EngineError/urlSchemeUnavailable(_:)``,
    /// as do schemes the engine owns (`http`, `https`, `file`, `data`, `about`, `blob`)
    /// and a scheme registered twice. The scheme is a secure context and CORS-enabled.
    func registerURLScheme(_ scheme: String, handler: any URLSchemeHandler) throws
}
