import Foundation

extension PackageUpdater {
    /// Installs the version in `updates/ready/`, if any, from downloaded and installed files,
    /// after checking it again against the metadata trusted now: its proof under the current root
    /// (keys may have rotated since it was downloaded) and the channel, as last refreshed, still
    /// naming it (the publisher may have moved on or back). A version that fails is dropped
    /// (``PackageUpdateEvent/discarded(version:reason:)``). Returns nil when nothing was installed.
    func installReady() async throws -> PackageInstallResult? {
        guard let (manifestData, evidence) = folder.readyManifest() else { return nil }
        guard let manifest = try? JSONDecoder().decode(PackageManifest.self, from: manifestData) else {
            folder.clearInstalled()  // a ready record cut by a crash: the next check fetches it again
            return nil
        }
        if let reason = await stagedRefusal(manifestData: manifestData, evidence: evidence, version: manifest.version) {
            folder.clearInstalled()
            sink.yield(.discarded(version: manifest.version, reason: reason))
            return nil
        }
        if let current = try store.trustedCurrent(), current.manifest == manifest {
            folder.clearInstalled()
            return nil
        }
        let local = localFiles()
        let assembler = VersionAssembler(manifest: manifest, manifestData: manifestData, signature: evidence) { local[$0] }
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

    /// Why a staged version may no longer be installed (a code), or nil when it may.
    private func stagedRefusal(manifestData: Data, evidence: Data, version: String) async -> String? {
        do { try store.manifestTrust.verify(manifestData: manifestData, evidence: evidence) } catch {
            return (error as? OfflinePackageError)?.code ?? "version_untrusted"
        }
        guard let channelPath = try? FeedLayout.channelTarget(channel) else { return "invalid_channel" }
        do {
            let (file, _) = try await makeTUFUpdater().storedTarget(for: channelPath)
            guard try ChannelTarget(custom: file.custom).version == version else { return "channel_moved" }
        } catch {
            return "channel_unknown"
        }
        return nil
    }
}
