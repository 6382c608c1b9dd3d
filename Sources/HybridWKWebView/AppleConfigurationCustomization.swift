import HybridCore
import WebKit
import HybridVocabulary

/// Runs the app's escape hatch on a view's `WKWebViewConfiguration` before the
/// view is made (the view copies it), logs what it changed, and keeps the two
/// things HybridKit's promises rest on: the profile's data store and the
/// content controller the bridge lives in.
@MainActor
enum AppleConfigurationCustomization {
    static func run(_ customize: ((WKWebViewConfiguration) -> Void)?, on configuration: WKWebViewConfiguration) {
        guard let customize else { return }
        let logger = HybridLog.logger("hybridkit.engine")
        let (store, controller) = (configuration.websiteDataStore, configuration.userContentController)
        let before = properties(of: configuration)
        customize(configuration)
        if configuration.websiteDataStore !== store || configuration.userContentController !== controller {
            logger.warning("the app's customization of WKWebViewConfiguration replaced the data store or the content controller; HybridKit's are kept, since the profile and the bridge live there")
            configuration.websiteDataStore = store
            configuration.userContentController = controller
        }
        let changes = SettingsCustomization.changes(before: before, after: properties(of: configuration))
        if let sentence = SettingsCustomization.sentence(changes, of: "WKWebViewConfiguration") { logger.notice("\(sentence)") }
    }

    /// The settings HybridKit itself makes, as text.
    static func properties(of configuration: WKWebViewConfiguration) -> [String: String] {
        var properties = [
            "applicationNameForUserAgent": configuration.applicationNameForUserAgent ?? "unset",
            "allowsContentJavaScript": String(configuration.defaultWebpagePreferences.allowsContentJavaScript),
            "mediaTypesRequiringUserActionForPlayback": String(configuration.mediaTypesRequiringUserActionForPlayback.rawValue),
            "limitsNavigationsToAppBoundDomains": String(configuration.limitsNavigationsToAppBoundDomains),
        ]
        #if canImport(UIKit)
        properties["allowsInlineMediaPlayback"] = String(configuration.allowsInlineMediaPlayback)
        properties["dataDetectorTypes"] = String(configuration.dataDetectorTypes.rawValue)
        #endif
        return properties
    }
}
