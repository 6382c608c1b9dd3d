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
