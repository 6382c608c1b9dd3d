import Foundation
import HybridCore
import Security
import WebKit
import HybridEngineSupport

/// Server trust on WKWebView: the challenge comes after the TLS handshake and
/// before any request on the connection, so pins are checked here natively.
/// Then the system's own evaluation; a certificate it does not trust is put to
/// the app once, through the request ledger, and trusted only for that host.
extension AppleNavigationRelay {
    func handleServerTrust(_ challenge: URLAuthenticationChallenge,
                           completionHandler: @escaping @MainActor @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void) {
        let space = challenge.protectionSpace
        guard let trust = space.serverTrust else { return completionHandler(.performDefaultHandling, nil) }
        guard let view = relayedView, !view.isClosed else { return completionHandler(.cancelAuthenticationChallenge, nil) }
        let certificates = (SecTrustCopyCertificateChain(trust) as? [SecCertificate]) ?? []
        let chain = certificates.compactMap { AuthenticationChallenge.ServerTrust.Certificate(der: SecCertificateCopyData($0) as Data) }
        let host = space.host
        if let refusal = view.delegate?.engineView(view, checkServerCertificates: chain, host: host) {
            view.certificateRefusal = refusal
            return completionHandler(.cancelAuthenticationChallenge, nil)
        }
        var error: CFError?
        if SecTrustEvaluateWithError(trust, &error) { return completionHandler(.performDefaultHandling, nil) }
        guard let leaf = chain.first else { return completionHandler(.cancelAuthenticationChallenge, nil) }
        if view.trustExceptions.contains(host: host, certificate: leaf) {
            return completionHandler(.useCredential, URLCredential(trust: trust))
        }
        let errors = AuthenticationChallenge.ServerTrust.Errors(secTrustErrorCode: error.map { CFErrorGetCode($0) } ?? 0)
        // The challenge names a host and port, not the page: `url` stays nil here.
        let question = AuthenticationChallenge.ServerTrust(host: host, port: space.port, url: nil, certificate: leaf, errors: errors)
        let reply = EngineRequestReply<AuthenticationChallenge.ServerTrust.Answer>(fallback: .refuse) { [weak view] answer in
            switch answer {
            case .trust:
                view?.trustExceptions.insert(host: host, certificate: leaf)
                completionHandler(.useCredential, URLCredential(trust: trust))
            case .refuse:
                view?.certificateRefusal = .serverCertificateUntrusted(host: host, errors: errors)
                completionHandler(.cancelAuthenticationChallenge, nil)
            }
        }
        view.requests.ask(reply) { [weak view] in
            guard let view, let delegate = view.delegate else { return .refuse }
            return await delegate.engineView(view, decideTrustFor: question)
        }
    }
}
