import Foundation
import HybridCore
import WebKit
import HybridVocabulary

/// Downloads and authentication challenges for one view, answered through the
/// core's request ledger exactly as the WebKitGTK engine answers them.
extension AppleNavigationRelay {
    static func policy(_ policy: NavigationPolicy) -> WKNavigationActionPolicy {
        switch policy {
        case .allow: .allow
        case .cancel: .cancel
        case .download: .download
        }
    }

    static func policy(_ policy: NavigationPolicy) -> WKNavigationResponsePolicy {
        switch policy {
        case .allow: .allow
        case .cancel: .cancel
        case .download: .download
        }
    }

    func webView(_ webView: WKWebView, navigationAction: WKNavigationAction, didBecome download: WKDownload) {
        adopt(download)
    }

    func webView(_ webView: WKWebView, navigationResponse: WKNavigationResponse, didBecome download: WKDownload) {
        adopt(download)
    }

    private func adopt(_ download: WKDownload) {
        guard let view = relayedView, !view.isClosed else { return download.cancel(nil) }
        let tracked = AppleDownload(download, view: view)
        view.downloads[ObjectIdentifier(tracked)] = tracked
    }

    func webView(_ webView: WKWebView, didReceive challenge: URLAuthenticationChallenge,
                 completionHandler: @escaping @MainActor @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        let space = challenge.protectionSpace
        let scheme: String
        switch space.authenticationMethod {
        case NSURLAuthenticationMethodHTTPBasic, NSURLAuthenticationMethodDefault: scheme = "basic"
        case NSURLAuthenticationMethodHTTPDigest: scheme = "digest"
        case NSURLAuthenticationMethodNTLM: scheme = "ntlm"
        case NSURLAuthenticationMethodNegotiate: scheme = "negotiate"
        default:
            // `serverTrust` is set exactly when the method is server trust (Apple's documentation of the property).
            if space.serverTrust != nil { return handleServerTrust(challenge, completionHandler: completionHandler) }
            return completionHandler(.performDefaultHandling, nil)  // client certificates: not here
        }
        guard let view = relayedView, !view.isClosed else { return completionHandler(.cancelAuthenticationChallenge, nil) }
        let question = AuthenticationChallenge(
            host: space.host, port: space.port, realm: space.realm, scheme: scheme,
            isSecure: space.protocol == "https", isRetry: challenge.previousFailureCount > 0)
        let reply = EngineRequestReply<AuthenticationChallenge.Credential?>(fallback: nil) { answer in
            switch answer {
            case let credential?:
                completionHandler(.useCredential, URLCredential(user: credential.user, password: credential.password, persistence: .forSession))
            case nil:
                completionHandler(.cancelAuthenticationChallenge, nil)
            }
        }
        view.requests.ask(reply) { [weak view] in
            guard let view, let delegate = view.delegate else { return nil }
            return await delegate.engineView(view, authenticate: question)
        }
    }
}
