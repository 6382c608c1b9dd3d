import Foundation

extension AuthenticationChallenge {
    /// A main-frame load met a server certificate the engine does not trust
    /// (a development server's self-signed one, an expired one, one for another host).
    ///
    /// Nothing is trusted by default: without an answer the load fails with
    /// ``NavigationError/serverCertificateUntrusted(host:errors:)``.
    public struct ServerTrust: Equatable, Sendable {
        /// The host the page was loaded from; a delegate trusting it trusts the certificate for this host only.
        public var host: String
        public var port: Int
        /// The page whose load failed, where the engine says (WebKitGTK); `nil` on
        /// WKWebView, whose challenge names only the host and port.
        public var url: URL?
        /// The server's own (leaf) certificate.
        public var certificate: Certificate
        /// What the engine found wrong with it; never empty.
        public var errors: Errors

        public init(host: String, port: Int, url: URL?, certificate: Certificate, errors: Errors) {
            self.host = host
            self.port = port
            self.url = url
            self.certificate = certificate
            self.errors = errors.isEmpty ? .other : errors
        }
    }
}
