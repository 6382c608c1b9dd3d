import CWebKitGTK
import Foundation
import HybridVocabulary

/// GIO's `GTlsCertificate` and its flags as the core's values.
enum GTKCertificateChain {
    /// `leaf` and its issuers as the peer sent them, leaf first (at most 16).
    /// A certificate the core cannot read is left out.
    static func certificates(from leaf: UnsafeMutablePointer<GTlsCertificate>?) -> [AuthenticationChallenge.ServerTrust.Certificate] {
        var chain: [AuthenticationChallenge.ServerTrust.Certificate] = []
        var current = leaf
        var seen = 0
        while let certificate = current, seen < 16 {
            seen += 1
            if let certificate = self.certificate(certificate) { chain.append(certificate) }
            current = g_tls_certificate_get_issuer(certificate)
        }
        return chain
    }

    static func certificate(_ certificate: UnsafeMutablePointer<GTlsCertificate>) -> AuthenticationChallenge.ServerTrust.Certificate? {
        guard let bytes = hk_tls_certificate_der(certificate) else { return nil }
        defer { g_byte_array_unref(bytes) }
        guard let data = bytes.pointee.data else { return nil }
        return AuthenticationChallenge.ServerTrust.Certificate(der: Data(bytes: data, count: Int(bytes.pointee.len)))
    }

    static func errors(_ flags: GTlsCertificateFlags) -> AuthenticationChallenge.ServerTrust.Errors {
        let pairs: [(GTlsCertificateFlags, AuthenticationChallenge.ServerTrust.Errors)] = [
            (G_TLS_CERTIFICATE_UNKNOWN_CA, .unknownCA), (G_TLS_CERTIFICATE_BAD_IDENTITY, .badIdentity),
            (G_TLS_CERTIFICATE_NOT_ACTIVATED, .notYetValid), (G_TLS_CERTIFICATE_EXPIRED, .expired),
            (G_TLS_CERTIFICATE_REVOKED, .revoked), (G_TLS_CERTIFICATE_INSECURE, .insecure),
            (G_TLS_CERTIFICATE_GENERIC_ERROR, .other),
        ]
        var errors: AuthenticationChallenge.ServerTrust.Errors = []
        for (flag, error) in pairs where flags.rawValue & flag.rawValue != 0 { errors.insert(error) }
        return errors.isEmpty ? .other : errors
    }
}
