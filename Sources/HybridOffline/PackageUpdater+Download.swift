import Foundation

extension PackageUpdater {
    /// Downloads the offer's missing files, at most ``UpdatePolicy/maximumConcurrentDownloads``
    /// at a time, each into `updates/files/<sha256>.partial` and renamed once its hash matches.
    func download(_ offer: UpdateOffer) async throws {
        let sink = self.sink
        let counter = UpdateProgressCounter(version: offer.manifest.version, bytesTotal: offer.missingBytes,
                                            filesTotal: offer.missing.count) { sink.yield(.progress($0)) }
        let (client, folder, limit) = (client, folder, policy.maximumConcurrentDownloads)
        try await withThrowingTaskGroup(of: Void.self) { group in
            var pending = offer.missing[...]
            func startNext() {
                guard let file = pending.popFirst() else { return }
                group.addTask {
                    try await client.download(file, into: folder.partial(file.sha256)) { counter.add($0) }
                    try folder.promote(file.sha256)
                    counter.fileDone()
                }
            }
            for _ in 0..<limit { startNext() }
            while try await group.next() != nil { startNext() }
        }
    }

    /// Installs the version in `updates/ready/`, if any, from downloaded and installed files.
    /// Returns nil when nothing is ready (or it is already current).
    func installReady() throws -> PackageInstallResult? {
        guard let (manifestData, signature) = folder.readyManifest() else { return nil }
        guard (try? PackageSignature.verify(signatureText: signature, manifestData: manifestData, with: store.publicKey)) != nil,
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
        let result = try PackageInstaller(store: store).install(manifest, allowingDowngrade: policy.allowDowngrade) {
            try assembler.assemble(into: $0)
        }
        folder.clearInstalled()
        sink.yield(.installed(version: manifest.version))
        return result
    }
}
