import CWebKitGTK
import Foundation
import HybridSchemes
import HybridVocabulary
import HybridEngineInterface

/// Makes WebKitGTK views that share one web context: one network process, one
/// cookie store, one cache. Pass a `dataDirectory` to keep website data on disk;
/// without one the data lives in memory and is gone when the engine goes.
@MainActor
public final class GTKEngine: EngineViewMaking {
    /// The default profile's context, made with the engine.
    let defaultProfile: GTKProfileContext
    var context: UnsafeMutablePointer<WebKitWebContext> { defaultProfile.context }
    /// Named and ephemeral profiles' contexts, each made on first use.
    var profiles: [WebsiteDataProfile: GTKProfileContext] = [:]
    let dataDirectory: URL?
    let webProcessMemoryLimitMB: Int?
    /// The size new views are laid out at.
    public var viewSize: (width: Int32, height: Int32) = (1024, 768)
    /// The escape hatch for what ``EngineSettings`` and `ViewSettings` do not
    /// cover: called with each new view's `WebKitSettings` after HybridKit set
    /// them and before the view is made. Every property it changes is logged
    /// (`hybridkit.engine`, notice). Changing JavaScript or developer extras here
    /// overrides the container's own settings.
    public var customizeSettings: (@MainActor (UnsafeMutablePointer<WebKitSettings>) -> Void)?
    package var cookieStore: any WebCookieStore { defaultProfile.cookieStore }
    /// Every scheme registered, by name: each profile's context gets them all.
    var schemes: [String: any URLSchemeHandler] = [:]
    /// Every view's whole user agent; changing it changes the views already made too.
    public var customUserAgent: String? {
        didSet { views.live.forEach { $0.applyEngineUserAgent(userAgent) } }
    }
    /// `MyApp/2.1` after the engine's own string in every view's user agent. Views already made change too.
    public var applicationNameForUserAgent: String? {
        didSet { views.live.forEach { $0.applyEngineUserAgent(userAgent) } }
    }
    /// The two as one rule's input.
    var userAgent: EffectiveUserAgent { EffectiveUserAgent(custom: customUserAgent, applicationName: applicationNameForUserAgent) }
    package var websiteData: any WebsiteDataStore { defaultProfile.websiteData }
    /// A WebKitGTK web process takes about 115 ms to launch; a warm view's is already running.
    package var recoversIntoWarmViews: Bool { true }
    package let coreState = EngineCoreState()
    let views = EngineViewRegistry<GTKWebView>()

    /// The position pages that were granted ``PermissionRequest/Kind/geolocation`` get,
    /// updated for pages watching it, in every profile. `nil` (the default) gives them
    /// `POSITION_UNAVAILABLE`: pages never get a location the app did not supply.
    public var geolocationPosition: GeolocationPosition? {
        didSet { allProfiles.forEach { $0.geolocation.position = geolocationPosition } }
    }

    /// - Parameter dataDirectory: where website data is kept: the default profile's in
    ///   `data` and `cache`, a named profile's in `profiles/NAME`. `nil` keeps every
    ///   profile in memory.
    /// - Parameter webProcessMemoryLimitMB: when set, WebKit kills a web process
    ///   that uses more memory than this (the container then recovers the page);
    ///   `nil` keeps WebKit's own limit.
    public init(dataDirectory: URL? = nil, webProcessMemoryLimitMB: Int? = nil) throws {
        try MainLoop.prepare()
        self.dataDirectory = dataDirectory
        self.webProcessMemoryLimitMB = webProcessMemoryLimitMB
        defaultProfile = GTKProfileContext(profile: .default, folder: dataDirectory, memoryLimitMB: webProcessMemoryLimitMB)
        webkit_web_context_set_cache_model(context, WEBKIT_CACHE_MODEL_WEB_BROWSER)
        connectDownloadSignal(defaultProfile.context)
    }

    package func makeView(settings: EngineSettings = EngineSettings()) throws -> any WebEngineView {
        makeGTKView(settings: settings)
    }

    /// A new view in the web process of `view` (a `GTKWebView` of this engine
    /// that is still open, in the same profile); otherwise a view of its own.
    package func makeView(settings: EngineSettings, sharingProcessWith view: any WebEngineView) throws -> any WebEngineView {
        makeGTKView(settings: settings, sharingProcessWith: view as? GTKWebView)
    }

    /// The concrete view, for engine-level features and tests.
    package func makeGTKView(settings: EngineSettings = EngineSettings(), sharingProcessWith related: GTKWebView? = nil) -> GTKWebView {
        let profile = profileContext(settings.profile)
        let related = related.flatMap { $0.profile == settings.profile ? $0 : nil }
        let view = GTKWebView(context: profile.context, settings: settings, size: viewSize, related: related,
                              customize: customizeSettings)
        view.profile = settings.profile
        view.applyEngineUserAgent(userAgent)
        views.add(view)
        return view
    }

    package func urlSchemeHandler(for scheme: String) -> (any URLSchemeHandler)? { schemes[scheme] }

    public func registerURLScheme(_ scheme: String, handler: any URLSchemeHandler) throws {
        let name = try URLSchemeRegistration.validate(scheme, registered: Set(schemes.keys), viewsMade: views.viewsMade)
        schemes[name] = handler
        for profile in allProfiles { GTKSchemeRegistration.register(name, handler: handler, on: profile.context) }
    }
}

extension GTKEngine {
    /// The WebKitGTK library this process runs, e.g. `2.48.3`: what `hybrid --version` and the benches report.
    package nonisolated static var webKitVersion: String {
        "\(webkit_get_major_version()).\(webkit_get_minor_version()).\(webkit_get_micro_version())"
    }
}
