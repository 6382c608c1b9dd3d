import CWebKitGTK
import HybridVocabulary

extension GTKWebView {
    /// HTTP Basic and Digest challenges go to the delegate through the request
    /// ledger; the request is answered once, cancelled when the view closes.
    func connectAuthenticationSignal() {
        typealias Authenticate = @convention(c) (gpointer?, UnsafeMutablePointer<WebKitAuthenticationRequest>?, gpointer?) -> gboolean
        let authenticate: Authenticate = { _, request, data in
            MainActor.assumeIsolated {
                guard let view = Box.target(from: data), let request else { return 0 }
                return view.handleAuthentication(request) ? 1 : 0
            }
        }
        connect(webView, "authenticate", authenticate)
    }

    private func handleAuthentication(_ request: UnsafeMutablePointer<WebKitAuthenticationRequest>) -> Bool {
        let scheme: String
        switch webkit_authentication_request_get_scheme(request) {
        case WEBKIT_AUTHENTICATION_SCHEME_HTTP_BASIC: scheme = "basic"
        case WEBKIT_AUTHENTICATION_SCHEME_HTTP_DIGEST: scheme = "digest"
        case WEBKIT_AUTHENTICATION_SCHEME_NTLM: scheme = "ntlm"
        case WEBKIT_AUTHENTICATION_SCHEME_NEGOTIATE: scheme = "negotiate"
        default: return false  // certificates and server trust are not answered here
        }
        let origin = webkit_authentication_request_get_security_origin(request)
        let secure = origin.flatMap { webkit_security_origin_get_protocol($0) }.map { String(cString: $0) == "https" } ?? false
        if let origin { webkit_security_origin_unref(origin) }
        let challenge = AuthenticationChallenge(
            host: webkit_authentication_request_get_host(request).map { String(cString: $0) } ?? "",
            port: Int(webkit_authentication_request_get_port(request)),
            realm: webkit_authentication_request_get_realm(request).map { String(cString: $0) },
            scheme: scheme, isSecure: secure,
            isRetry: webkit_authentication_request_is_retry(request) != 0)
        g_object_ref(request)
        let reply = EngineRequestReply<AuthenticationChallenge.Credential?>(fallback: nil) { answer in Self.answer(request, with: answer) }
        requests.ask(reply) { [weak self] in
            guard let self, let delegate else { return nil }
            return await delegate.engineView(self, authenticate: challenge)
        }
        return true
    }

    private static func answer(_ request: UnsafeMutablePointer<WebKitAuthenticationRequest>, with answer: AuthenticationChallenge.Credential?) {
        switch answer {
        case let credential?:
            let made = webkit_credential_new(credential.user, credential.password, WEBKIT_CREDENTIAL_PERSISTENCE_FOR_SESSION)
            webkit_authentication_request_authenticate(request, made)
            webkit_credential_free(made)
        case nil:
            webkit_authentication_request_cancel(request)
        }
        g_object_unref(request)
    }
}
