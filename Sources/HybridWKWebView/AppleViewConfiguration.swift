import HybridCore
import WebKit
import HybridVocabulary

/// Builds the configuration a view is created with: the settings WKWebView
/// only takes at creation (schemes, JavaScript, media, user agent suffix).
@MainActor
enum AppleViewConfiguration {
    static func make(settings: EngineSettings, dataStore: WKWebsiteDataStore,
                     schemeHandlers: [String: AppleSchemeHandler], userAgent: EffectiveUserAgent) -> WKWebViewConfiguration {
        let configuration = WKWebViewConfiguration()
        configuration.websiteDataStore = dataStore
        for (scheme, handler) in schemeHandlers { configuration.setURLSchemeHandler(handler, forURLScheme: scheme) }
        configuration.defaultWebpagePreferences.allowsContentJavaScript = settings.javaScriptEnabled
        configuration.mediaTypesRequiringUserActionForPlayback = settings.mediaPlaybackRequiresUserGesture ? .all : []
        #if canImport(UIKit)
        configuration.allowsInlineMediaPlayback = settings.allowsInlineMediaPlayback
        configuration.dataDetectorTypes = dataDetectorTypes(settings.dataDetectors)
        #endif
        configuration.limitsNavigationsToAppBoundDomains = settings.limitsNavigationsToAppBoundDomains
        // Off (macOS has it on by default): WebKit then lets `window.open` through only during a
        // person's gesture, which is what AppleUIRelay reports to the core's new-window rule.
        configuration.preferences.javaScriptCanOpenWindowsAutomatically = false
        // The suffix is configuration only: a later change of it reaches later views.
        if case .appending(let text) = userAgent { configuration.applicationNameForUserAgent = text }
        return configuration
    }

    #if canImport(UIKit)
    static func dataDetectorTypes(_ detectors: EngineSettings.DataDetectors) -> WKDataDetectorTypes {
        if detectors == .all { return .all }
        var types: WKDataDetectorTypes = []
        if detectors.contains(.phoneNumbers) { types.insert(.phoneNumber) }
        if detectors.contains(.links) { types.insert(.link) }
        if detectors.contains(.addresses) { types.insert(.address) }
        if detectors.contains(.calendarEvents) { types.insert(.calendarEvent) }
        return types
    }
    #endif
}
