import Foundation
import HybridSchemes
/// Makes views that share one cookie store, cache and process pool.
///
/// `GTKEngine` (Linux) and `AppleWebEngine` (Apple platforms) conform; use
/// `HybridEngine` for this platform's. Apps configure an engine, they do not
/// write one: what the container needs from an engine is `EngineViewMaking`,
/// which only this package's engines implement.
@MainActor
public protocol WebEngine: AnyObject {
    /// The whole user agent of every view, instead of the engine's own string, in
    /// `navigator.userAgent` and each request's `User-Agent`; it wins over ``applicationNameForUserAgent``.
    /// Set on the engine, so pooled views agree; a view's own ``EngineSettings/customUserAgent`` or
    /// ``EngineSettings/applicationNameForUserAgent`` still wins for that view.
    var customUserAgent: String? { get set }
    /// `MyApp/2.1`, sent after the engine's own string by every view (on Apple platforms, by views made after it is set).
    var applicationNameForUserAgent: String? { get set }
    /// How much every view caches.
    var cacheModel: CacheModel { get set }

    /// Sends every request for `scheme://…` from this engine's views to `handler`.
    ///
    /// Call it before the first view is made: engines fix their schemes when a
    /// view is configured, so a later call throws ``EngineError/urlSchemeUnavailable(_:)``,
    /// as do schemes the engine owns (`http`, `https`, `file`, `data`, `about`, `blob`)
    /// and a scheme registered twice. The scheme is a secure context and CORS-enabled.
    func registerURLScheme(_ scheme: String, handler: any URLSchemeHandler) throws

    /// The folder this engine keeps for `profile`, where the app keeps that profile's
    /// own files too (cookie jar, H5 storage, permission decisions), so that
    /// ``removeProfile(_:)`` leaves nothing of it. `nil` for ``WebsiteDataProfile/ephemeral``
    /// and for an engine that keeps nothing on disk: keep those in memory.
    func folder(for profile: WebsiteDataProfile) -> URL?

    /// Wipes `profile` (an account's logout): its open views are closed (their
    /// containers' loads fail as closed), its cookies, storage, cache and service
    /// workers are removed, and so is its ``folder(for:)`` with every file in it.
    /// The next view of the profile starts empty.
    /// - Throws: `EngineError.invalidArgument` for the default profile (clear its data
    ///   instead), or what the engine or the file system reported.
    func removeProfile(_ profile: WebsiteDataProfile) async throws
}
