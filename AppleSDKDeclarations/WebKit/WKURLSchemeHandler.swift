// Declarations only: custom URL schemes.

/// Not main-actor isolated: WKURLSchemeTask.h carries no WK_SWIFT_UI_ACTOR and
/// Apple's page declares `protocol WKURLSchemeTask : NSObjectProtocol`.
public protocol WKURLSchemeTask: NSObjectProtocol {
    var request: URLRequest { get }
    func didReceive(_ response: URLResponse)
    func didReceive(_ data: Data)
    func didFinish()
    func didFailWithError(_ error: any Error)
}

/// Both methods are required in WebKit too (the header has no @optional).
@MainActor
public protocol WKURLSchemeHandler: NSObjectProtocol {
    func webView(_ webView: WKWebView, start urlSchemeTask: any WKURLSchemeTask)
    func webView(_ webView: WKWebView, stop urlSchemeTask: any WKURLSchemeTask)
}
