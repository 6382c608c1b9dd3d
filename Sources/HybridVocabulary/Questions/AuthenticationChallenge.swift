/// A server's request for a credential, as the app sees it.
public struct AuthenticationChallenge: Equatable, Sendable {
    /// The host that asked; the credential goes to this host only.
    public var host: String
    public var port: Int
    /// The server's name for the protected area, when it gave one.
    public var realm: String?
    /// How the server asks for the password: its HTTP authentication scheme's name, lowercased.
    /// `"basic"` (the password crosses the connection as plain text unless it is TLS, see
    /// ``isSecure``), `"digest"` (the password itself never crosses the connection), `"ntlm"`
    /// or `"negotiate"`.
    public var scheme: String
    /// Whether the connection is TLS (`https`), so a Basic password is not sent in the clear.
    public var isSecure: Bool
    /// Whether an earlier credential for this request was rejected.
    public var isRetry: Bool

    public init(host: String, port: Int, realm: String?, scheme: String, isSecure: Bool, isRetry: Bool) {
        self.host = host
        self.port = port
        self.realm = realm
        self.scheme = scheme.lowercased()
        self.isSecure = isSecure
        self.isRetry = isRetry
    }
}
