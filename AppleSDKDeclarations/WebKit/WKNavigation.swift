// Declarations only: navigations, frames and the navigation delegate.

@MainActor
open class WKNavigation: NSObject {}

@MainActor
open class WKSecurityOrigin: NSObject {
    open var `protocol`: String { fatalError("declaration only") }
    open var host: String { fatalError("declaration only") }
    open var port: Int { fatalError("declaration only") }
}

@MainActor
open class WKFrameInfo: NSObject {
    open var isMainFrame: Bool { fatalError("declaration only") }
    open var request: URLRequest { fatalError("declaration only") }
    open var securityOrigin: WKSecurityOrigin { fatalError("declaration only") }
}

// NS_ENUMs: not frozen in the SDK; the check builds this module with library
// evolution so a switch over one needs a default, as it does against Apple's.
public enum WKNavigationType: Int, @unchecked Sendable {
    case linkActivated = 0
    case formSubmitted = 1
    case backForward = 2
    case reload = 3
    case formResubmitted = 4
    case other = -1
}

public enum WKNavigationActionPolicy: Int, @unchecked Sendable {
    case cancel = 0
    case allow = 1
    case download = 2
}

public enum WKNavigationResponsePolicy: Int, @unchecked Sendable {
    case cancel = 0
    case allow = 1
    case download = 2
}

@MainActor
open class WKNavigationAction: NSObject {
    /// Non-optional in the SDK (`@NSCopying var sourceFrame: WKFrameInfo`), though
    /// WebKit passes nil for app-started loads; the adapter reads it through an optional.
    open var sourceFrame: WKFrameInfo { fatalError("declaration only") }
    open var targetFrame: WKFrameInfo? { fatalError("declaration only") }
    open var navigationType: WKNavigationType { fatalError("declaration only") }
    open var request: URLRequest { fatalError("declaration only") }
}

@MainActor
open class WKNavigationResponse: NSObject {
    open var isForMainFrame: Bool { fatalError("declaration only") }
    open var response: URLResponse { fatalError("declaration only") }
    open var canShowMIMEType: Bool { fatalError("declaration only") }
}

/// Every method here is optional in WebKit; declaring them required makes a
/// misspelt signature an error here instead of a method WebKit never calls.
/// The SDK also imports async alternatives of the decision methods (an adopter
/// implements one form or the other); they are not declared, since requiring
/// both would be wrong and the adapter uses the completion-handler forms.
@MainActor
public protocol WKNavigationDelegate: NSObjectProtocol {
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                 decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void)
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
    func webView(_ webView: WKWebView, navigationAction: WKNavigationAction, didBecome download: WKDownload)
    func webView(_ webView: WKWebView, navigationResponse: WKNavigationResponse, didBecome download: WKDownload)
    func webView(_ webView: WKWebView, didReceive challenge: URLAuthenticationChallenge,
                 completionHandler: @escaping @MainActor @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void)
}

/// As ``WKNavigationDelegate``: optional methods declared required, async
/// alternatives of the panel methods not declared. @MainActor (WK_SWIFT_UI_ACTOR)
/// in current WKUIDelegate.h; older SDK headers did not annotate this protocol.
@MainActor
public protocol WKUIDelegate: NSObjectProtocol {
    func webView(_ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
                 for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView?
    func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                 completionHandler: @escaping @MainActor @Sendable () -> Void)
    func webView(_ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
                 completionHandler: @escaping @MainActor @Sendable (Bool) -> Void)
    func webView(_ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
                 initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (String?) -> Void)
    @available(iOS 18.4, macOS 10.12, *)
    func webView(_ webView: WKWebView, runOpenPanelWith parameters: WKOpenPanelParameters, initiatedByFrame frame: WKFrameInfo,
                 completionHandler: @escaping @MainActor @Sendable ([URL]?) -> Void)
    @available(iOS 15.0, macOS 12.0, *)
    func webView(_ webView: WKWebView, requestMediaCapturePermissionFor origin: WKSecurityOrigin, initiatedByFrame frame: WKFrameInfo,
                 type: WKMediaCaptureType, decisionHandler: @escaping @MainActor @Sendable (WKPermissionDecision) -> Void)
}

@available(iOS 18.4, macOS 10.12, *)
@MainActor
open class WKOpenPanelParameters: NSObject {
    open var allowsMultipleSelection: Bool { fatalError("declaration only") }
}

@available(iOS 15.0, macOS 12.0, *)
public enum WKMediaCaptureType: Int, @unchecked Sendable {
    case camera = 0
    case microphone = 1
    case cameraAndMicrophone = 2
}

@available(iOS 15.0, macOS 12.0, *)
public enum WKPermissionDecision: Int, @unchecked Sendable {
    case prompt = 0
    case grant = 1
    case deny = 2
}
