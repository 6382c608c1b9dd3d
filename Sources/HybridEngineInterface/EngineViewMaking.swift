import HybridVocabulary
import HybridSchemes
/// What the container needs from an engine: views, and the stores they share.
/// Each engine of this package conforms alongside ``WebEngine``.
@MainActor
package protocol EngineViewMaking: WebEngine {
    func makeView(settings: EngineSettings) throws -> any WebEngineView
    /// Makes a new view in the web content process of `view`, so its first
    /// use starts no process. Nothing else carries over: the new view has its
    /// own history, session storage, scripts and handlers. `WebViewPool`
    /// hands out such views so that a lease reuses a running process, never a page.
    /// An engine that cannot share (or a closed `view`) makes a view of its own.
    func makeView(settings: EngineSettings, sharingProcessWith view: any WebEngineView) throws -> any WebEngineView
    /// The cookie store every view of this engine really uses.
    var cookieStore: any WebCookieStore { get }
    /// The caches, storage and cookies every view of this engine shares.
    /// Apps remove them through `WebsiteDataCleaner`.
    var websiteData: any WebsiteDataStore { get }
    /// The cookie store of `profile`'s views (``cookieStore`` for the default profile).
    /// - Throws: when the engine cannot make the profile's store.
    func cookieStore(for profile: WebsiteDataProfile) throws -> any WebCookieStore
    /// The website data of `profile`'s views (``websiteData`` for the default profile).
    func websiteData(for profile: WebsiteDataProfile) throws -> any WebsiteDataStore
    /// The website data of every profile used so far, the default one first: what
    /// a change every view must see (a package version switch) clears.
    var websiteDataOfEveryProfile: [any WebsiteDataStore] { get }
    /// The handler ``WebEngine/registerURLScheme(_:handler:)`` registered for `scheme` (lowercase), or nil:
    /// the container asks it for the grants of the apps it serves.
    func urlSchemeHandler(for scheme: String) -> (any URLSchemeHandler)?
    /// Whether a page whose web process died should come back in another view
    /// whose process already runs, rather than by a reload that launches one.
    var recoversIntoWarmViews: Bool { get }
    /// What the core shares among this engine's containers made on their own; an engine stores
    /// one (`package let coreState = EngineCoreState()`).
    var coreState: EngineCoreState { get }
}

extension EngineViewMaking {
    /// `false`: WebKit on Apple platforms prewarms a process for the next
    /// launch itself, so a reload in place does not wait for one.
    package var recoversIntoWarmViews: Bool { false }
}

extension WebEngine {
    /// This engine's views and stores. Every engine of this package provides
    /// them; a conformance written elsewhere cannot, since views are package API.
    package var views: any EngineViewMaking {
        guard let engine = self as? any EngineViewMaking else {
            preconditionFailure("HybridKit runs on the engines it ships (GTKEngine, AppleWebEngine); \(type(of: self)) cannot make web views.")
        }
        return engine
    }
}
