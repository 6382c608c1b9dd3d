import HybridCore
import WebKit

extension WebContainer {
    /// The `WKWebView` to put in your view hierarchy; `nil` for a container of another engine.
    public var webView: WKWebView? { (engineView as? AppleWebView)?.webView }
}
