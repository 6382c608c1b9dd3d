import HybridCore
import WebKit

/// Builds the configuration a view is created with: the settings WKWebView
/// only takes at creation (schemes, JavaScript, media, user agent suffix).
@MainActor
enum AppleViewConfiguration {
    static func make(settings: EngineSettings, dataStore: WKWebsiteDataStore,
                     schemeHandlers: [String: AppleSchemeHandler], engineUserAgent: UserAgent) -> WKWebViewConfiguration {
        let configuration = WKWebViewConfiguration()
        configuration.websiteDataStore = dataStore
        for (scheme, handler) in schemeHandlers { configuration.setURLSchemeHandler(handler, forURLScheme: scheme) }
        configuration.defaultWebpagePreferences.allowsContentJavaScript = settings.javaScriptEnabled
        configuration.mediaTypesRequiringUserActionForPlayback = settings.mediaPlaybackRequiresUserGesture ? .all : []
        if let name = settings.applicationNameForUserAgent {
            configuration.applicationNameForUserAgent = name
        } else if case .appending(let name, let version) = engineUserAgent {
            configuration.applicationNameForUserAgent = "\(name)/\(version)"
        }
        return configuration
    }
}
