import Crypto
import Foundation
import HybridTUF

/// What a store checks a version's manifest against: the pinned key's signature
/// (`manifest.sig`), or, under a TUF root, a ``TargetProof`` kept in its place
/// that the targets metadata listed the manifest's exact bytes as
/// `versions/<version>/manifest.json`. A proof is checked against the root
/// trusted now, so once a rotation drops the keys that signed it, the version
/// stops opening (`version_untrusted`) until a refresh re-proves it with new
/// metadata.
struct ManifestTrust: Sendable {
    let pinned: PackagePublicKey?
    /// The store's TUF metadata folder (`tuf/`), under a root.
    let metadata: TrustedMetadataStore?

    /// Only `key`'s signature: a zip checked outside any store.
    init(pinned key: PackagePublicKey) {
        pinned = key
        metadata = nil
    }

    /// Under a root, puts the shipped root in `folder/tuf/` unless a newer one is already there
    /// (an app release may ship a newer root than the feed gave: it is taken, and the roles whose
    /// keys it changed start over, as TUF's fast-forward recovery does). A stored root that is not
    /// signed by a threshold of its own root keys (damaged on disk, or forged) counts for nothing:
    /// the shipped root replaces it, and the next refresh follows the feed's roots again.
    init(trust: PublisherTrust, folder: URL) throws {
        pinned = trust.publicKey
        guard let shipped = trust.shippedRoot else {
            metadata = nil
            return
        }
        let store = TrustedMetadataStore(folder: folder.appendingPathComponent("tuf", isDirectory: true).path)
        metadata = store
        do {
            let shippedRoot = try RootMetadata(SignedEnvelope(bytes: shipped))
            let storedRoot = store.read("root").flatMap { try? Self.selfSigned($0) }
            if let storedRoot, storedRoot.version >= shippedRoot.version { return }
            try store.write("root", shipped)
            if let storedRoot, TUFUpdater.rotated("timestamp", from: storedRoot, to: shippedRoot)
                || TUFUpdater.rotated("snapshot", from: storedRoot, to: shippedRoot) {
                try store.remove("timestamp")
                try store.remove("snapshot")
            }
        } catch {
            throw OfflinePackageError.io("the store's TUF metadata cannot be kept: \(error.message)")
        }
    }

    /// The root trusted now (the newest the store reached), checked to be signed by its own keys.
    func currentRoot() throws -> RootMetadata {
        guard let metadata, let bytes = metadata.read("root") else { throw PackageUpdateError.feedNeedsRoot }
        do { return try Self.selfSigned(bytes) } catch {
            throw OfflinePackageError.io("the store's trusted root does not verify: \(error.message)")
        }
    }

    /// `bytes` as a root, once a threshold of its own root keys is found to have signed it.
    private static func selfSigned(_ bytes: [UInt8]) throws(TUFError) -> RootMetadata {
        let envelope = try SignedEnvelope(bytes: bytes)
        let root = try RootMetadata(envelope)
        try root.verify("root", signedBy: envelope)
        return root
    }

    /// Names the targets keys of the root trusted now: a record kept under other keys (the highest
    /// version accepted) is void once they rotate, so a thief's version cannot block the real ones.
    func targetsKeysFingerprint() -> String? {
        guard metadata != nil, let root = try? currentRoot(), let role = root.roles["targets"] else { return nil }
        return PackageDigest.hex(SHA256.hash(data: Data((role.keyIDs.sorted().joined(separator: ",") + "/\(role.threshold)").utf8)))
    }

    /// Throws unless `evidence` vouches for `manifestData` under the store's trust.
    func verify(manifestData: Data, evidence: Data) throws {
        if let pinned { return try PackageSignature.verify(signatureText: evidence, manifestData: manifestData, with: pinned) }
        let root = try currentRoot()
        let target: TargetFile
        let proof: TargetProof
        do {
            proof = try TargetProof(encoded: Array(evidence))
            target = try proof.verify(under: root)
        } catch {
            throw OfflinePackageError.untrustedVersion(error.message)
        }
        guard target.length == Int64(manifestData.count), target.hashes["sha256"] == PackageDigest.hex(SHA256.hash(data: manifestData)) else {
            throw OfflinePackageError.untrustedVersion("the manifest's bytes are not the ones the targets metadata lists")
        }
        let version = (try? JSONDecoder().decode(VersionField.self, from: manifestData))?.version ?? ""
        guard proof.path == FeedLayout.manifestTarget(version) else {
            throw OfflinePackageError.untrustedVersion("the proof names \(proof.path), not the manifest of version \(version)")
        }
    }

    private struct VersionField: Decodable { var version: String }
}
