import CWebKitGTK
import Foundation
import HybridSchemes
import HybridEngineSupport

/// Makes WebKitGTK views that share one web context: one network process, one
/// cookie store, one cache. Pass a `dataDirectory` to keep website data on disk;
/// without one the data lives in memory and is gone when the engine goes.
@MainActor
public final class GTKEngine: EngineViewMaking {
    let context: UnsafeMutablePointer<WebKitWebContext>
    let dataManager: UnsafeMutablePointer<WebKitWebsiteDataManager>
    /// The size new views are laid out at.
    public var viewSize: (width: Int32, height: Int32) = (1024, 768)
    package private(set) lazy var cookieStore: any WebCookieStore = GTKCookieStore(dataManager: dataManager)
    private var schemes: Set<String> = []
    /// Every view's user agent; changing it changes the views already made too.
    public var userAgent: UserAgent = .engineDefault {
        didSet { views.live.forEach { $0.applyEngineUserAgent(userAgent) } }
    }
    package private(set) lazy var websiteData: any WebsiteDataStore = GTKWebsiteDataStore(manager: dataManager)
    /// A WebKitGTK web process takes about 115 ms to launch; a warm view's is already running.
    package var recoversIntoWarmViews: Bool { true }
    let views = EngineViewRegistry<GTKWebView>()
    private lazy var geolocation = GeolocationFeed(context: context)

    /// The position pages that were granted ``PermissionRequest/Kind/geolocation`` get,
    /// updated for pages watching it. `nil` (the default) gives them `POSITION_UNAVAILABLE`:
    /// pages never get a location the app did not supply.
    public var geolocationPosition: GeolocationPosition? {
        get { geolocation.position }
        set { geolocation.position = newValue }
    }

    /// - Parameter webProcessMemoryLimitMB: when set, WebKit kills a web process
    ///   that uses more memory than this (the container then recovers the page);
    ///   `nil` keeps WebKit's own limit.
    public init(dataDirectory: URL? = nil, webProcessMemoryLimitMB: Int? = nil) throws {
        try MainLoop.prepare()
        if let dataDirectory {
            let path = dataDirectory.path
            dataManager = hk_website_data_manager_new_persistent(path + "/data", path + "/cache")
        } else {
            dataManager = webkit_website_data_manager_new_ephemeral()
        }
        context = hk_web_context_new(dataManager, UInt32(clamping: max(0, webProcessMemoryLimitMB ?? 0)))
        webkit_web_context_set_cache_model(context, WEBKIT_CACHE_MODEL_WEB_BROWSER)
        connectDownloadSignal()
        _ = geolocation
    }

    package func makeView(settings: EngineSettings = EngineSettings()) throws -> any WebEngineView {
        makeGTKView(settings: settings)
    }

    /// A new view in the web process of `view` (a `GTKWebView` of this engine
    /// that is still open); otherwise a view of its own.
    package func makeView(settings: EngineSettings, sharingProcessWith view: any WebEngineView) throws -> any WebEngineView {
        makeGTKView(settings: settings, sharingProcessWith: view as? GTKWebView)
    }

    /// The concrete view, for engine-level features and tests.
    package func makeGTKView(settings: EngineSettings = EngineSettings(), sharingProcessWith related: GTKWebView? = nil) -> GTKWebView {
        let view = GTKWebView(context: context, settings: settings, size: viewSize, related: related)
        view.applyEngineUserAgent(userAgent)
        views.add(view)
        return view
    }

    public func registerURLScheme(_ scheme: String, handler: any URLSchemeHandler) throws {
        let name = try URLSchemeRegistration.validate(scheme, registered: schemes, viewsMade: views.viewsMade)
        schemes.insert(name)
        GTKSchemeRegistration.register(name, handler: handler, on: context)
    }

    isolated deinit {
        g_object_unref(context)
        g_object_unref(dataManager)
    }
}
