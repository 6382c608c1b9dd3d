// Declarations only: the WKWebView API HybridWKWebView uses, as Apple documents it.
// Built twice: for iOS over UIKit, and with -D HYBRID_APPKIT for macOS over AppKit,
// where WKWebView is an NSView and snapshots are NSImages.
import Security
#if HYBRID_APPKIT
@_exported import AppKit
/// Stand-in only: the view class WKWebView descends from on this platform.
public typealias _PlatformView = NSView
/// Stand-in only: the image type `takeSnapshot` gives on this platform.
public typealias _PlatformImage = NSImage
#else
@_exported import UIKit
public typealias _PlatformView = UIView
public typealias _PlatformImage = UIImage
#endif

@MainActor
open class WKWebView: _PlatformView {
    public init(frame: CGRect, configuration: WKWebViewConfiguration) { fatalError("declaration only") }
    /// Required by UIView's and NSView's NSCoding conformance.
    public required init?(coder: NSCoder) { fatalError("declaration only") }
#if !HYBRID_APPKIT
    /// iOS only: the scroll view the page's content scrolls in.
    open var scrollView: UIScrollView { fatalError("declaration only") }
#endif

    /// `@NSCopying var configuration: WKWebViewConfiguration { get }` in the SDK;
    /// @NSCopying cannot be written on a computed property and changes nothing for a reader.
    open var configuration: WKWebViewConfiguration { fatalError("declaration only") }
    weak open var navigationDelegate: (any WKNavigationDelegate)?
    weak open var uiDelegate: (any WKUIDelegate)?

    open var title: String? { fatalError("declaration only") }
    open var url: URL? { fatalError("declaration only") }
    open var isLoading: Bool { fatalError("declaration only") }
    open var estimatedProgress: Double { fatalError("declaration only") }
    open var canGoBack: Bool { fatalError("declaration only") }
    open var canGoForward: Bool { fatalError("declaration only") }
    open var customUserAgent: String?
    /// The trust of the main frame's committed document; `nil` when it came without TLS.
    @available(iOS 10.0, macOS 10.12, *)
    open var serverTrust: SecTrust? { fatalError("declaration only") }
    @available(iOS 16.4, macOS 13.3, *)
    open var isInspectable: Bool { get { fatalError("declaration only") } set {} }
    @available(iOS 15.0, macOS 12.0, *)
    open var interactionState: Any? { get { fatalError("declaration only") } set {} }
    open var allowsBackForwardNavigationGestures: Bool { get { fatalError("declaration only") } set {} }
    @available(iOS 9.0, macOS 10.11, *)
    open var allowsLinkPreview: Bool { get { fatalError("declaration only") } set {} }
    @available(iOS 14.0, macOS 11.0, *)
    open var pageZoom: CGFloat { get { fatalError("declaration only") } set {} }
#if HYBRID_APPKIT
    /// `null_resettable`: imported implicitly unwrapped.
    @available(macOS 12.0, *)
    open var underPageBackgroundColor: NSColor! { get { fatalError("declaration only") } set {} }
#else
    @available(iOS 15.0, *)
    open var underPageBackgroundColor: UIColor! { get { fatalError("declaration only") } set {} }
#endif

    open class func handlesURLScheme(_ urlScheme: String) -> Bool { fatalError("declaration only") }

    // Swift imports every Objective-C method as @discardableResult.
    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? { fatalError("declaration only") }
    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { fatalError("declaration only") }
    @discardableResult open func reload() -> WKNavigation? { fatalError("declaration only") }
    @discardableResult open func goBack() -> WKNavigation? { fatalError("declaration only") }
    @discardableResult open func goForward() -> WKNavigation? { fatalError("declaration only") }
    open func stopLoading() { fatalError("declaration only") }
    @available(iOS 15.0, macOS 12.0, *)
    open func pauseAllMediaPlayback(completionHandler: (@MainActor @Sendable () -> Void)? = nil) { fatalError("declaration only") }

    open func takeSnapshot(with snapshotConfiguration: WKSnapshotConfiguration?,
                           completionHandler: @escaping @MainActor @Sendable (_PlatformImage?, (any Error)?) -> Void) {
        fatalError("declaration only")
    }
}

extension WKWebView {
    // The Swift forms WebKit's overlay (WebKitSwiftOverlay.swift) adds for async
    // callers; they return nil for `undefined`. Main-actor isolated through WKWebView.
    @available(iOS 15.0, macOS 12.0, *)
    @preconcurrency
    public func evaluateJavaScript(_ javaScript: String, in frame: WKFrameInfo? = nil,
                                   contentWorld: WKContentWorld) async throws -> Any? { fatalError("declaration only") }

    @available(iOS 15.0, macOS 12.0, *)
    @preconcurrency
    public func callAsyncJavaScript(_ functionBody: String, arguments: [String: Any] = [:], in frame: WKFrameInfo? = nil,
                                    contentWorld: WKContentWorld) async throws -> Any? { fatalError("declaration only") }
}

@MainActor
open class WKSnapshotConfiguration: NSObject {}

@MainActor
open class WKWindowFeatures: NSObject {}
