import Foundation
import HybridCore
import HybridSchemes
import WebKit
import HybridVocabulary
import HybridEngineInterface

/// Makes WKWebViews that share one website data store per profile: one cookie
/// store, one cache, one set of custom schemes. The Apple counterpart of `GTKEngine`.
/// A named profile is `WKWebsiteDataStore(forIdentifier:)` (iOS 17, macOS 14), the
/// ephemeral one `.nonPersistent()`.
///
/// WKWebView has no cache-size setting: ``cacheModel`` is kept and reported,
/// and the system sizes the cache. See the target's README for every such limit.
@MainActor
public final class AppleWebEngine: EngineViewMaking {
    /// The default profile's data store (`.default()` keeps data on disk, `.nonPersistent()` in memory).
    public let dataStore: WKWebsiteDataStore
    /// Where the app's files are kept: a named profile's in `profiles/NAME`.
    public let dataDirectory: URL
    /// The data stores of named and ephemeral profiles, made on first use.
    var profileStores: [WebsiteDataProfile: WKWebsiteDataStore] = [:]
    package private(set) lazy var cookieStore: any WebCookieStore = AppleCookieStore(store: dataStore.httpCookieStore)
    package private(set) lazy var websiteData: any WebsiteDataStore = AppleWebsiteDataStore(store: dataStore)
    package let coreState = EngineCoreState()
    /// Every view's whole user agent; changing it changes the views already made too.
    public var customUserAgent: String? {
        didSet { views.live.forEach { $0.applyEngineUserAgent(userAgent) } }
    }
    /// `MyApp/2.1` after the engine's own string in every view's user agent. Part of a view's
    /// configuration on Apple platforms, so only views made after it is set send it.
    public var applicationNameForUserAgent: String? {
        didSet { views.live.forEach { $0.applyEngineUserAgent(userAgent) } }
    }
    /// The two as one rule's input.
    var userAgent: EffectiveUserAgent { EffectiveUserAgent(custom: customUserAgent, applicationName: applicationNameForUserAgent) }
    /// The escape hatch for what ``EngineSettings`` and `ViewSettings` do not
    /// cover: called with each new view's `WKWebViewConfiguration` after HybridKit
    /// set it and before the view is made (the view keeps a copy, so later changes
    /// reach nothing). What it changes is logged (`hybridkit.engine`, notice); a
    /// replaced data store or content controller is put back, with a warning.
    public var customizeConfiguration: (@MainActor (WKWebViewConfiguration) -> Void)?
    /// Recorded only: WKWebView sizes its caches itself (see README).
    public var cacheModel: CacheModel = .webBrowser
    private var schemeHandlers: [String: AppleSchemeHandler] = [:]
    let views = EngineViewRegistry<AppleWebView>()
    /// Certificates the app trusted for a host, for every view of one profile
    /// (as WebKitGTK keeps them per web context): a trust given in one profile is not another's.
    private var trustExceptions: [WebsiteDataProfile: AppleTrustExceptions] = [:]

    /// - Parameter dataDirectory: where the app's own files of each profile go
    ///   (``folder(for:)``); Application Support's `HybridKit` when `nil`.
    public init(dataStore: WKWebsiteDataStore = .default(), dataDirectory: URL? = nil) {
        self.dataStore = dataStore
        self.dataDirectory = dataDirectory ?? FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("HybridKit", isDirectory: true)
    }

    /// - Throws: `EngineError.unsupported` for a named profile before iOS 17 / macOS 14.
    package func makeView(settings: EngineSettings = EngineSettings()) throws -> any WebEngineView {
        try makeAppleView(settings: settings)
    }

    /// WKWebView picks web processes itself; views of one engine already share
    /// its data store and process pool, so this makes an ordinary view.
    package func makeView(settings: EngineSettings, sharingProcessWith view: any WebEngineView) throws -> any WebEngineView {
        try makeView(settings: settings)
    }

    /// The concrete view, for engine-level features (its `webView` goes into the app's view hierarchy),
    /// on the data store of the settings' profile.
    package func makeAppleView(settings: EngineSettings = EngineSettings()) throws -> AppleWebView {
        let dataStore = try dataStore(for: settings.profile)
        let agent = ViewUserAgent(engine: userAgent, settings: settings)
        let configuration = AppleViewConfiguration.make(
            settings: settings, dataStore: dataStore, schemeHandlers: schemeHandlers, userAgent: agent.effective)
        AppleConfigurationCustomization.run(customizeConfiguration, on: configuration)
        let view = AppleWebView(configuration: configuration, userAgent: agent, settings: settings)
        let exceptions = trustExceptions[settings.profile] ?? AppleTrustExceptions()
        trustExceptions[settings.profile] = exceptions
        view.trustExceptions = exceptions
        views.add(view)
        return view
    }

    package func urlSchemeHandler(for scheme: String) -> (any URLSchemeHandler)? { schemeHandlers[scheme]?.handler }

    public func registerURLScheme(_ scheme: String, handler: any URLSchemeHandler) throws {
        let name = try URLSchemeRegistration.validate(scheme, registered: Set(schemeHandlers.keys), viewsMade: views.viewsMade)
        // WKWebView owns these itself and raises an exception if asked to hand them out.
        guard !WKWebView.handlesURLScheme(name) else { throw EngineError.urlSchemeUnavailable("\(name): WKWebView handles it itself") }
        schemeHandlers[name] = AppleSchemeHandler(handler: handler)
    }
}
