// Declarations only: WKWebViewConfiguration and what hangs off it.

@MainActor
open class WKWebViewConfiguration: NSObject {
    /// WKWebViewConfiguration.h declares no initializer; this is NSObject's, inherited,
    /// and main-actor like the class (`WK_SWIFT_UI_ACTOR`).
    public override init() { fatalError("declaration only") }

    open var websiteDataStore: WKWebsiteDataStore { get { fatalError("declaration only") } set {} }
    open var userContentController: WKUserContentController { get { fatalError("declaration only") } set {} }
    open var applicationNameForUserAgent: String?
    open var preferences: WKPreferences { get { fatalError("declaration only") } set {} }
    /// `@NSCopying var defaultWebpagePreferences: WKWebpagePreferences!` (null_resettable).
    open var defaultWebpagePreferences: WKWebpagePreferences! { get { fatalError("declaration only") } set {} }
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes { get { fatalError("declaration only") } set {} }
#if !HYBRID_APPKIT
    /// iOS only: `<video>` plays in the page rather than fullscreen.
    open var allowsInlineMediaPlayback: Bool { get { fatalError("declaration only") } set {} }
    /// iOS only: text turned into links (phone numbers, links, addresses, dates).
    open var dataDetectorTypes: WKDataDetectorTypes { get { fatalError("declaration only") } set {} }
#endif
    @available(iOS 14.0, macOS 11.0, *)
    open var limitsNavigationsToAppBoundDomains: Bool { get { fatalError("declaration only") } set {} }

    open func setURLSchemeHandler(_ urlSchemeHandler: (any WKURLSchemeHandler)?, forURLScheme urlScheme: String) {
        fatalError("declaration only")
    }
}

@MainActor
open class WKPreferences: NSObject {
    open var javaScriptCanOpenWindowsAutomatically: Bool { get { fatalError("declaration only") } set {} }
}

@MainActor
open class WKWebpagePreferences: NSObject {
    open var allowsContentJavaScript: Bool { get { fatalError("declaration only") } set {} }
}

public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1)
    public static let video = WKAudiovisualMediaTypes(rawValue: 2)
    public static let all = WKAudiovisualMediaTypes(rawValue: UInt.max)
}

#if !HYBRID_APPKIT
public struct WKDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1)
    public static let link = WKDataDetectorTypes(rawValue: 2)
    public static let address = WKDataDetectorTypes(rawValue: 4)
    public static let calendarEvent = WKDataDetectorTypes(rawValue: 8)
    public static let trackingNumber = WKDataDetectorTypes(rawValue: 16)
    public static let flightNumber = WKDataDetectorTypes(rawValue: 32)
    public static let lookupSuggestion = WKDataDetectorTypes(rawValue: 64)
    public static let all = WKDataDetectorTypes(rawValue: UInt.max)
}
#endif
