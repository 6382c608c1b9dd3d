import Foundation
import HybridTUF

extension PackageUpdater {
    /// After a refresh: the current and previous versions are proved again with the new metadata
    /// (a rotation re-signs what the publisher still vouches for, and the stored proof is replaced).
    /// A current version nothing trusted vouches for any more (its keys were rotated out: a stolen
    /// key's work) is reported and, when the previous version is still trusted, rolled back from.
    func recheckInstalled(_ tuf: TUFUpdater) async throws {
        guard let pointer = try? store.pointer() else { return }
        for name in [pointer.current, pointer.previous].compactMap({ $0 }) {
            guard let (manifestData, evidence) = store.versionEvidence(named: name),
                  let manifest = try? JSONDecoder().decode(PackageManifest.self, from: manifestData),
                  let (file, proof) = try? await tuf.trustedTarget(for: FeedLayout.manifestTarget(manifest.version)),
                  file.length == Int64(manifestData.count), file.hashes["sha256"] == PackageDigest.sha256Hex(manifestData),
                  let fresh = try? Data(proof.encoded()), fresh != evidence
            else { continue }
            try store.replaceEvidence(named: name, with: fresh)
        }
        do {
            _ = try store.current()
        } catch let error as OfflinePackageError {
            guard case .untrustedVersion = error else { return }
            let restored = (try? store.pointer()?.previous).flatMap { $0 }.flatMap { try? store.version(named: $0) }
            let failed = (try? store.pointer()?.current).flatMap { $0 } ?? ""
            if restored != nil { _ = try store.rollBack() }
            sink.yield(.untrusted(version: store.versionName(failed), restored: restored?.version))
        }
    }
}

extension PackageStore {
    /// The manifest bytes and the evidence kept with version folder `name`, unchecked.
    func versionEvidence(named name: String) -> (Data, Data)? {
        let folder = versionsFolder.appendingPathComponent(name, isDirectory: true)
        guard let manifest = FileManager.default.contents(atPath: folder.appendingPathComponent(PackageLayout.manifest).path),
              let evidence = FileManager.default.contents(atPath: folder.appendingPathComponent(PackageLayout.signature).path)
        else { return nil }
        return (manifest, evidence)
    }

    /// Replaces the evidence of version folder `name` (a fresher proof of the same manifest bytes), atomically.
    func replaceEvidence(named name: String, with evidence: Data) throws {
        try lock.withLock {
            let url = versionsFolder.appendingPathComponent(name, isDirectory: true).appendingPathComponent(PackageLayout.signature)
            guard FileManager.default.fileExists(atPath: url.path) else { return }
            try DurableFile.replace(url, with: evidence)
        }
    }

    /// The version a folder name holds (`2.1.0-1a2b3c4d` → `2.1.0`).
    func versionName(_ folderName: String) -> String {
        guard let dash = folderName.lastIndex(of: "-"), folderName.distance(from: dash, to: folderName.endIndex) == 9 else { return folderName }
        return String(folderName[..<dash])
    }
}
