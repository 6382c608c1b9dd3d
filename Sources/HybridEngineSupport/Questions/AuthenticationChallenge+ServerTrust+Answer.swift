extension AuthenticationChallenge.ServerTrust {
    /// The app's answer to a ``AuthenticationChallenge/ServerTrust``.
    public enum Answer: Hashable, Sendable {
        /// Trust this certificate for this host from now on (for the engine's life; a
        /// development server), and load the page again. Another certificate, or the
        /// same one on another host, asks again.
        case trust
        /// The load fails with ``NavigationError/serverCertificateUntrusted(host:errors:)``. The default.
        case refuse
    }
}
