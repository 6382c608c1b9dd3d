import CWebKitGTK
import Foundation
import HybridVocabulary
import HybridEngineInterface

/// Certificates on WebKitGTK 4.1.
///
/// A TLS error (`load-failed-with-tls-errors`, before any HTTP request) goes to
/// the delegate through the request ledger; on trust the certificate is allowed
/// for the host on the web context (`webkit_web_context_allow_tls_certificate_for_host`,
/// every view of the engine) and the page is loaded again.
///
/// Pins cannot be checked inside WebKit before the request: the certificate is
/// first visible at commit. So the view adopts ``ServerCertificateProbing``: the
/// container makes its own handshake before it lets a navigation to a pinned host
/// go, and checks WebKit's own certificate (`webkit_web_view_get_tls_info`) at commit,
/// as it does on every engine.
extension GTKWebView: ServerCertificateProbing {
    public func probeServerCertificates(host: String, port: Int, timeout: Duration) async throws -> [AuthenticationChallenge.ServerTrust.Certificate] {
        try ensureOpen()
        return try await GTKCertificateProbe.chain(host: host, port: port, timeout: timeout)
    }

    public var committedServerCertificates: [AuthenticationChallenge.ServerTrust.Certificate]? {
        guard !isClosed else { return nil }
        var certificate: UnsafeMutablePointer<GTlsCertificate>?
        var errors = GTlsCertificateFlags(rawValue: 0)
        guard webkit_web_view_get_tls_info(webView, &certificate, &errors) != 0, let certificate else { return nil }
        return GTKCertificateChain.certificates(from: certificate)
    }

    func connectCertificateSignal() {
        typealias TLSErrors = @convention(c) (gpointer?, UnsafePointer<gchar>?, UnsafeMutablePointer<GTlsCertificate>?, GTlsCertificateFlags, gpointer?) -> gboolean
        let tlsErrors: TLSErrors = { _, uri, certificate, errors, data in
            MainActor.assumeIsolated {
                guard let view = Box.target(from: data), let uri, let certificate else { return 0 }
                return view.handleTLSErrors(uri: String(cString: uri), certificate: certificate, errors: errors) ? 1 : 0
            }
        }
        connect(webView, "load-failed-with-tls-errors", tlsErrors)
    }

    /// `true`: handled here (WebKit emits no `load-failed`; its `finished` is dropped).
    func handleTLSErrors(uri: String, certificate: UnsafeMutablePointer<GTlsCertificate>,
                                 errors flags: GTlsCertificateFlags) -> Bool {
        guard internalLoad == nil, let url = URL(string: uri), let host = url.host,
              let leaf = GTKCertificateChain.certificate(certificate)
        else { return false }
        let challenge = AuthenticationChallenge.ServerTrust(host: host, port: url.port ?? 443, url: url, certificate: leaf,
                                             errors: GTKCertificateChain.errors(flags))
        lastLoadFailed = true
        g_object_ref(certificate)
        let reply = EngineRequestReply<Bool>(fallback: false) { [weak self] trusted in
            defer { g_object_unref(certificate) }
            self?.answer(challenge, certificate: certificate, trusted: trusted)
        }
        requests.ask(reply) { [weak self] in
            guard let self, let delegate else { return false }
            return await delegate.engineView(self, decideTrustFor: challenge)
        }
        return true
    }

    private func answer(_ challenge: AuthenticationChallenge.ServerTrust, certificate: UnsafeMutablePointer<GTlsCertificate>,
                        trusted: Bool) {
        guard !isClosed, let url = challenge.url else { return }
        switch trusted {
        case true:
            webkit_web_context_allow_tls_certificate_for_host(webkit_web_view_get_context(webView), certificate, challenge.host)
            noteSupersededLoad()
            webkit_web_view_load_uri(webView, url.absoluteString)
        case false:
            refreshState()
            delegate?.engineView(self, didReceive: .failed(url, .serverCertificateUntrusted(host: challenge.host, errors: challenge.errors)),
                                 navigation: nil)
        }
    }
}
