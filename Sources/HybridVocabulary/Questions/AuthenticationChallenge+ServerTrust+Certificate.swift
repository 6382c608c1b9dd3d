import Foundation

extension AuthenticationChallenge.ServerTrust {
    /// One X.509 certificate as a server presented it.
    public struct Certificate: Hashable, Sendable, CustomStringConvertible {
        /// The certificate's DER bytes, exactly as received.
        public let der: Data
        /// The subject's distinguished name, e.g. `CN=127.0.0.1, O=HybridKit tests`.
        public let subject: String
        /// The SHA-256 of the DER-encoded SubjectPublicKeyInfo, base64: what
        /// `ContainerConfiguration/CertificatePins` compare (HPKP's `pin-sha256`, OkHttp's `sha256/…`).
        public let publicKeySHA256: String

        /// `nil` when `der` is not an X.509 certificate.
        public init?(der: Data) {
            guard let parsed = CertificateDER(der) else { return nil }
            self.der = der
            subject = parsed.subject
            publicKeySHA256 = Data(SHA256Digest.hash(parsed.subjectPublicKeyInfo)).base64EncodedString()
        }

        /// The pin as OkHttp writes it: `sha256/` and the base64 hash.
        public var pin: String { "sha256/" + publicKeySHA256 }

        public var description: String { "\(subject) (\(pin))" }
    }
}
