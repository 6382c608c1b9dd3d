import Foundation

/// The Ed25519 signatures over a manifest's exact bytes, stored as text in `manifest.sig`
/// (one bare base64 line for one key; a `<key id>:<base64>` line a key for several, ``SignatureSet``).
enum PackageSignature {
    static func make(for manifestData: Data, with key: PackageSigningKey) throws -> Data {
        try SignatureSet.make(for: manifestData, with: [key])
    }

    static func make(for manifestData: Data, with keys: [PackageSigningKey]) throws -> Data {
        try SignatureSet.make(for: manifestData, with: keys)
    }

    static func verify(signatureText: Data, manifestData: Data, with key: PackagePublicKey) throws {
        try verify(signatureText: signatureText, manifestData: manifestData, policy: .pinned(key))
    }

    /// Throws `bad_signature`, `signature_threshold_not_met` or `key_revoked` unless `policy` is satisfied.
    static func verify(signatureText: Data, manifestData: Data, policy: SignaturePolicy) throws {
        if let shortfall = policy.shortfall(signatureText: signatureText, over: manifestData) { throw shortfall.packageError }
    }

    /// Passes when any of `policies` is satisfied; otherwise throws what the first says.
    static func verify(signatureText: Data, manifestData: Data, anyOf policies: [SignaturePolicy]) throws {
        var first: SignatureShortfall?
        for policy in policies {
            guard let shortfall = policy.shortfall(signatureText: signatureText, over: manifestData) else { return }
            first = first ?? shortfall
        }
        if let first { throw first.packageError }
    }
}
