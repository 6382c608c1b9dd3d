import Foundation
import HybridCore
import Security
import WebKit
import HybridVocabulary

/// Server trust on WKWebView: the challenge comes after the TLS handshake and
/// before any request on the connection, once per connection, for the main frame
/// and subresources alike. The system's evaluation runs off the main thread
/// (``AppleServerTrust``); then the core checks pins, and a certificate the system
/// does not trust is put to the app once, through the request ledger, and trusted
/// only for that host. The core reports a refusal as the failure of that host's
/// load, and checks pins again at every commit, for connections challenged earlier.
extension AppleNavigationRelay {
    func handleServerTrust(_ challenge: URLAuthenticationChallenge,
                           completionHandler: @escaping @MainActor @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        let space = challenge.protectionSpace
        guard let trust = space.serverTrust else { return completionHandler(.performDefaultHandling, nil) }
        guard let view = relayedView, !view.isClosed else { return completionHandler(.cancelAuthenticationChallenge, nil) }
        let host = space.host, port = space.port
        // The main frame's own challenge names the host its load goes to; any other is a subresource's.
        let page = provisionalURL.flatMap { $0.host?.lowercased() == host.lowercased() ? $0 : nil }
        let handle = AppleServerTrust.Handle(trust: trust)
        AppleServerTrust.evaluate(handle) { [weak view] evaluation in
            guard let view, !view.isClosed else { return completionHandler(.cancelAuthenticationChallenge, nil) }
            Self.decide(evaluation, of: handle, host: host, port: port, page: page, in: view, completionHandler: completionHandler)
        }
    }

    private static func decide(_ evaluation: AppleServerTrust.Evaluation, of handle: AppleServerTrust.Handle, host: String, port: Int,
                               page: URL?, in view: AppleWebView,
                               completionHandler: @escaping @MainActor @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        if view.delegate?.engineView(view, checkServerCertificates: evaluation.chain, host: host) != nil {
            return completionHandler(.cancelAuthenticationChallenge, nil)
        }
        if evaluation.isTrusted { return completionHandler(.performDefaultHandling, nil) }
        guard let leaf = evaluation.chain.first else { return completionHandler(.cancelAuthenticationChallenge, nil) }
        if view.trustExceptions.contains(host: host, certificate: leaf) {
            return completionHandler(.useCredential, URLCredential(trust: handle.trust))
        }
        // A subresource's untrusted certificate is refused unasked, as browsers do: the person
        // is asked about the page they are going to, by its URL, never about what it embeds.
        guard let page else { return completionHandler(.cancelAuthenticationChallenge, nil) }
        let errors = AuthenticationChallenge.ServerTrust.Errors(secTrustErrorCode: evaluation.errorCode)
        let question = AuthenticationChallenge.ServerTrust(host: host, port: port, url: page, certificate: leaf, errors: errors)
        let reply = EngineRequestReply<Bool>(fallback: false) { [weak view] trusted in
            switch trusted {
            case true:
                view?.trustExceptions.insert(host: host, certificate: leaf)
                completionHandler(.useCredential, URLCredential(trust: handle.trust))
            case false:
                completionHandler(.cancelAuthenticationChallenge, nil)
            }
        }
        view.requests.ask(reply) { [weak view] in
            guard let view, let delegate = view.delegate else { return false }
            return await delegate.engineView(view, decideTrustFor: question)
        }
    }
}
