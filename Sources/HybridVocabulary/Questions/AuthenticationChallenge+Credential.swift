extension AuthenticationChallenge {
    /// A user name and password the app gives for one challenge. The engine keeps
    /// it for the session and sends it again, unasked, only to the same host.
    public struct Credential: Equatable, Sendable, CustomStringConvertible {
        public var user: String
        public var password: String

        public init(user: String, password: String) {
            self.user = user
            self.password = password
        }

        /// Never shows the password.
        public var description: String { "AuthenticationChallenge.Credential(user: \(user), password: <hidden>)" }
    }
}
