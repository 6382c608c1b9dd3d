extension AuthenticationChallenge {
    /// Why the container cancelled a challenge without asking its delegate:
    /// the host asked again after as many credentials as the container answers
    /// for one document, so a delegate that always answers cannot make the
    /// engine resend forever.
    public struct Refusal: Error, Equatable, Sendable {
        /// `too_many_credential_attempts`.
        public let code: String
        /// Credentials already answered for this host in this document.
        public let attempts: Int

        public init(attempts: Int) {
            code = "too_many_credential_attempts"
            self.attempts = attempts
        }

        public var message: String {
            "the server asked for a credential again after \(attempts) answers for this page; the request was cancelled"
        }
    }
}
