extension AuthenticationChallenge {
    /// The app's answer to an ``AuthenticationChallenge``.
    public enum Answer: Equatable, Sendable, CustomStringConvertible {
        /// Send this credential to the host that asked.
        case use(AuthenticationChallenge.Credential)
        /// Send nothing; the load fails and the server's 401 page is not shown. The default.
        case cancel

        public var description: String {
            switch self {
            case .use(let credential): "use(\(credential))"
            case .cancel: "cancel"
            }
        }
    }
}
