// Declarations only: WKWebViewConfiguration and what hangs off it.

@MainActor
open class WKWebViewConfiguration: NSObject {
    /// WKWebViewConfiguration.h declares no initializer; this is NSObject's, inherited,
    /// and main-actor like the class (`WK_SWIFT_UI_ACTOR`).
    public override init() { fatalError("declaration only") }

    open var websiteDataStore: WKWebsiteDataStore { get { fatalError("declaration only") } set {} }
    open var userContentController: WKUserContentController { get { fatalError("declaration only") } set {} }
    open var applicationNameForUserAgent: String?
    /// `@NSCopying var defaultWebpagePreferences: WKWebpagePreferences!` (null_resettable).
    open var defaultWebpagePreferences: WKWebpagePreferences! { get { fatalError("declaration only") } set {} }
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes { get { fatalError("declaration only") } set {} }
#if !HYBRID_APPKIT
    /// iOS only: `<video>` plays in the page rather than fullscreen.
    open var allowsInlineMediaPlayback: Bool { get { fatalError("declaration only") } set {} }
#endif

    open func setURLSchemeHandler(_ urlSchemeHandler: (any WKURLSchemeHandler)?, forURLScheme urlScheme: String) {
        fatalError("declaration only")
    }
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
