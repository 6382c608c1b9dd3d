extension AuthenticationChallenge.ServerTrust {
    /// What an engine found wrong with a server's certificate.
    public struct Errors: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Not signed by a certificate authority the system trusts (self-signed, a private CA).
        public static let unknownCA = Errors(rawValue: 1 << 0)
        /// Not made for this host.
        public static let badIdentity = Errors(rawValue: 1 << 1)
        /// Its validity starts in the future.
        public static let notYetValid = Errors(rawValue: 1 << 2)
        public static let expired = Errors(rawValue: 1 << 3)
        public static let revoked = Errors(rawValue: 1 << 4)
        /// Uses an algorithm or key size considered insecure.
        public static let insecure = Errors(rawValue: 1 << 5)
        /// Anything else the engine reports.
        public static let other = Errors(rawValue: 1 << 6)

        private static let named: [(Errors, String)] = [
            (.unknownCA, "unknown_ca"), (.badIdentity, "bad_identity"), (.notYetValid, "not_yet_valid"),
            (.expired, "expired"), (.revoked, "revoked"), (.insecure, "insecure"), (.other, "other"),
        ]

        /// Stable string codes, in a fixed order: `unknown_ca`, `bad_identity`, `not_yet_valid`, `expired`, `revoked`, `insecure`, `other`.
        public var codes: [String] { Self.named.filter { contains($0.0) }.map(\.1) }

        public var description: String { "[\(codes.joined(separator: ", "))]" }

        /// The error of a failed `SecTrustEvaluateWithError` (its `CFError` code, an `OSStatus`).
        public init(secTrustErrorCode code: Int) {
            switch code {
            case -67843, -25318: self = .unknownCA            // errSecNotTrusted, errSecCreateChainFailed
            case -67602: self = .badIdentity                  // errSecHostNameMismatch
            case -67818: self = .expired                      // errSecCertificateExpired
            case -67819: self = .notYetValid                  // errSecCertificateNotValidYet
            case -67820: self = .revoked                      // errSecCertificateRevoked
            default: self = .other
            }
        }
    }
}
