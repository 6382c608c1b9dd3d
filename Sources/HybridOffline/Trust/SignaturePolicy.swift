import Foundation

/// Which keys may sign a document and how many distinct ones must: a root's
/// publish role, or the one key an app pins (threshold 1).
struct SignaturePolicy: Sendable {
    /// The keys the role allows, by key id.
    var keys: [String: PackagePublicKey]
    var threshold: Int
    /// Keys an earlier trusted root allowed and this one no longer does: a signature
    /// by one of them is named as revoked rather than merely unknown.
    var revoked: [String: PackagePublicKey] = [:]

    static func pinned(_ key: PackagePublicKey) -> SignaturePolicy { SignaturePolicy(keys: [key.keyID: key], threshold: 1) }

    /// nil when `signatureText` holds valid signatures over `data` by at least ``threshold`` distinct keys.
    func shortfall(signatureText: Data, over data: Data) -> SignatureShortfall? {
        let lines = SignatureSet.parse(signatureText)
        let valid = SignatureSet.signers(of: lines, among: keys, over: data).count
        if valid >= threshold { return nil }
        if !revoked.isEmpty, !SignatureSet.signers(of: lines, among: revoked, over: data).isEmpty { return .revokedKey }
        return valid == 0 ? .noValidSignature : .belowThreshold(valid: valid, threshold: threshold)
    }
}
