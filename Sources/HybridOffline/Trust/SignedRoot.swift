import Foundation

/// A root document's exact bytes, its `.sig` text, and what the bytes say. Kept
/// as bytes so the signatures can be checked again whenever the root is read back.
package struct SignedRoot: Codable, Sendable {
    package let documentData: Data
    package let signatures: Data
    package let document: RootDocument

    /// Throws `invalid_root` when `documentData` is not a valid root document; the signatures are checked by the callers.
    package init(documentData: Data, signatures: Data) throws {
        self.documentData = documentData
        self.signatures = signatures
        document = try RootDocument.decode(documentData)
    }

    package var version: Int64 { document.version }

    /// The same root with a signature by each of `keys` added (a key that signed already signs again in its place).
    package func signed(by keys: [PackageSigningKey]) throws -> SignedRoot {
        try SignedRoot(documentData: documentData, signatures: try SignatureSet.adding(keys, over: documentData, to: signatures))
    }

    /// The key ids its signature lines name, whether or not they verify.
    package var signatureKeyIDs: [String] { SignatureSet.parse(signatures).compactMap(\.keyID) }

    /// A root trusted as given (the one the app ships): signed by a threshold of its own root keys.
    func checkSelfSigned() throws { try check(document.rootPolicy, signersVersion: version) }

    /// The TUF rule for root N+1 after `previous` (root N): its version is exactly one more, and it is
    /// signed by a threshold of N's root keys and by a threshold of its own. Expiry is not judged here.
    func checkFollows(_ previous: RootDocument) throws {
        guard version > previous.version else { throw PackageUpdateError.rootReplayed(version: version, trusted: previous.version) }
        guard version == previous.version + 1 else {
            throw PackageUpdateError.invalidRoot("version \(version) does not follow version \(previous.version): a rotation adds exactly 1")
        }
        try check(previous.rootPolicy, signersVersion: previous.version)
        try checkSelfSigned()
    }

    private func check(_ policy: SignaturePolicy, signersVersion: Int64) throws {
        switch policy.shortfall(signatureText: signatures, over: documentData) {
        case nil: return
        case .belowThreshold(let valid, let threshold):
            throw PackageUpdateError.rootThresholdNotMet(version: version, signersVersion: signersVersion, valid: valid, threshold: threshold)
        case .noValidSignature, .revokedKey:
            throw PackageUpdateError.rootBadSignature(version: version, signersVersion: signersVersion)
        }
    }

    private enum CodingKeys: String, CodingKey { case root, signatures }

    /// As `trusted-roots.json` keeps it: the bytes and the signatures, in base64.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(documentData: try container.decode(Data.self, forKey: .root), signatures: try container.decode(Data.self, forKey: .signatures))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(documentData, forKey: .root)
        try container.encode(signatures, forKey: .signatures)
    }
}
