/// A server's request for a credential, as the app sees it.
public struct AuthenticationChallenge: Equatable, Sendable {
    /// The host that asked; the credential goes to this host only.
    public var host: String
    public var port: Int
    /// The server's name for the protected area, when it gave one.
    public var realm: String?
    public var scheme: AuthenticationChallenge.Scheme
    /// Whether the connection is TLS (`https`), so a Basic password is not sent in the clear.
    public var isSecure: Bool
    /// Whether an earlier credential for this request was rejected.
    public var isRetry: Bool

    public init(host: String, port: Int, realm: String?, scheme: AuthenticationChallenge.Scheme, isSecure: Bool, isRetry: Bool) {
        self.host = host
        self.port = port
        self.realm = realm
        self.scheme = scheme
        self.isSecure = isSecure
        self.isRetry = isRetry
    }
}

extension AuthenticationChallenge {
    /// How a server asks for a password.
    public enum Scheme: String, Sendable {
        /// HTTP Basic: the password crosses the connection as plain text unless it is TLS.
        case basic
        /// HTTP Digest: the password itself never crosses the connection.
        case digest
        /// A scheme HybridKit does not tell apart (NTLM, Negotiate…).
        case other
    }
}
