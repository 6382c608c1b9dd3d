import Foundation

extension PackageUpdater {
    /// Installs the version in `updates/ready/`, if any, from downloaded and installed files.
    /// Returns nil when nothing is ready (or it is already current).
    func installReady() throws -> PackageInstallResult? {
        guard let (manifestData, signature) = folder.readyManifest() else { return nil }
        guard (try? PackageSignature.verify(signatureText: signature, manifestData: manifestData, policy: store.trustedRoots.publishPolicy)) != nil,
              let manifest = try? JSONDecoder().decode(PackageManifest.self, from: manifestData)
        else {
            folder.clearInstalled()  // a ready record cut by a crash: the next check fetches it again
            return nil
        }
        if let current = try store.current(), current.manifest == manifest {
            folder.clearInstalled()
            return nil
        }
        let local = localFiles()
        let assembler = VersionAssembler(manifest: manifest, manifestData: manifestData, signature: signature) { local[$0] }
        let result: PackageInstallResult
        do {
            result = try PackageInstaller(store: store).install(manifest, allowingDowngrade: policy.allowDowngrade) {
                try assembler.assemble(into: $0)
            }
        } catch OfflinePackageError.hashMismatch(let path) {
            // A downloaded file damaged on disk since it was verified: drop it, so the next check fetches it again.
            if let entry = manifest.filesByPath[path] { try? FileManager.default.removeItem(at: folder.file(entry.sha256)) }
            throw OfflinePackageError.hashMismatch(path: path)
        }
        folder.clearInstalled()
        sink.yield(.installed(version: manifest.version))
        return result
    }
}
