import Foundation
import HybridTUF

/// A consistent-snapshot repository in memory with one Ed25519 key per top-level
/// role, published at version 1, and a fresh trusted-metadata folder holding root v1.
final class RepositoryFixture: @unchecked Sendable {
    let repository = MemoryRepository()
    let folder: String
    var keys: [String: [TestSigner]]

    init() throws {
        folder = NSTemporaryDirectory() + "tuf-tests-" + UUID().uuidString
        keys = Dictionary(uniqueKeysWithValues: RootMetadata.topLevelRoles.map { ($0, [TestSigner.make(.ed25519, id: "\($0)-1")]) })
        publishRoot(version: 1, signedBy: keys["root"]!)
        publishTargets(version: 1)
        publishSnapshot(version: 1, targetsVersion: 1)
        publishTimestamp(version: 1, snapshotVersion: 1)
        try TUFUpdater.initialize(metadataFolder: folder, trustedRoot: repository["1.root.json"]!)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func publishRoot(version: Int64, signedBy signers: [TestSigner], expires: String = TestMetadata.farFuture) {
        repository["\(version).root.json"] = TestMetadata.document(TestMetadata.root(version: version, keys: keys, expires: expires), by: signers)
    }

    func publishTimestamp(version: Int64, snapshotVersion: Int64, expires: String = TestMetadata.farFuture) {
        repository["timestamp.json"] = TestMetadata.document(
            TestMetadata.timestamp(version: version, snapshotVersion: snapshotVersion, expires: expires), by: keys["timestamp"]!)
    }

    func publishSnapshot(version: Int64, targetsVersion: Int64) {
        repository["\(version).snapshot.json"] = TestMetadata.document(
            TestMetadata.snapshot(version: version, targetsVersion: targetsVersion), by: keys["snapshot"]!)
    }

    func publishTargets(version: Int64, files: [String: [UInt8]] = [:]) {
        repository["\(version).targets.json"] = TestMetadata.document(TestMetadata.targets(version: version, files: files), by: keys["targets"]!)
        for (path, bytes) in files {
            var parts = path.split(separator: "/").map(String.init)
            parts[parts.count - 1] = "\(TestMetadata.sha256Hex(bytes)).\(parts[parts.count - 1])"
            repository["targets/" + parts.joined(separator: "/")] = bytes
        }
    }

    func updater(now: Date = Date()) -> TUFUpdater {
        TUFUpdater(metadataFolder: folder, metadataBaseURL: MemoryRepository.metadataBase, targetBaseURL: MemoryRepository.targetBase,
                   fetcher: repository, now: now)
    }

    /// The version of the stored `role`, or `nil` when none is stored.
    func storedVersion(_ role: String) -> Int64? {
        guard let bytes = TrustedMetadataStore(folder: folder).read(role) else { return nil }
        return try? SignedEnvelope(bytes: bytes).header.version
    }
}
