import Foundation
import HybridCore
import HybridTUF

extension PackageUpdater {
    /// Refreshes the feed's TUF metadata (within ``UpdatePolicy/checkDeadline``), reads what the
    /// channel's target says, decides for this device, and for a version to take fetches its
    /// manifest and works out the files this device lacks.
    func check() async throws -> (UpdateCheckResult, UpdateOffer?) {
        let started = ContinuousClock.now
        let tuf = makeTUFUpdater()
        let channelPath = try FeedLayout.channelTarget(channel)
        let (channelFile, channelTarget) = try await withinCheckDeadline(startedAt: started) {
            try await Self.metadata { try await tuf.refresh() }
            try await self.recheckInstalled(tuf)
            let (file, _) = try await Self.metadata { try await tuf.trustedTarget(for: channelPath) }
            return (file, try ChannelTarget(custom: file.custom))
        }
        let version = try PackageVersion(channelTarget.version)
        if appVersion < (try PackageVersion(channelTarget.minimumAppVersion)) {
            return (.requiresNewerApp(version: channelTarget.version, minimumAppVersion: channelTarget.minimumAppVersion), nil)
        }
        let current = try store.trustedCurrent()
        if let current, (try? PackageVersion(current.version)) == version {
            return (.upToDate(version: current.version), nil)
        }
        if folder.rolledBackVersions().contains(channelTarget.version) { return (.rolledBackBefore(version: channelTarget.version), nil) }
        let bucket = RolloutBucket.bucket(deviceID: deviceID, channel: channel, version: channelTarget.version)
        guard bucket < channelTarget.rolloutPercent else {
            return (.notInRollout(version: channelTarget.version, bucket: bucket, percent: channelTarget.rolloutPercent), nil)
        }
        if let highest = try store.highestAcceptedVersion(), version < highest, !policy.allowDowngrade {
            throw PackageUpdateError.versionDowngrade(offered: channelTarget.version, installed: highest.text)
        }
        let offer = try await withinCheckDeadline(startedAt: started) { try await self.offer(channelTarget, channelFile: channelFile, tuf: tuf) }
        if let added = Self.capabilitiesAdded(by: offer.manifest, to: current), !added.isEmpty, !Set(added).isSubset(of: consents[offer.manifest.version] ?? []) {
            sink.yield(.capabilitiesRequested(version: offer.manifest.version, added: added))
            return (.needsConsent(version: offer.manifest.version, added: added), nil)
        }
        sink.yield(.updateAvailable(version: channelTarget.version, bytes: offer.missingBytes))
        return (.available(version: channelTarget.version, files: offer.missing.count, bytes: offer.missingBytes), offer)
    }

    /// What `manifest` may call beyond the installed version `current` (`["*"]`: no limit at all), or nil
    /// when no version is installed: the app's adding the app is its consent to the first one.
    static func capabilitiesAdded(by manifest: PackageManifest, to current: InstalledVersion?) -> [String]? {
        guard let current else { return nil }
        return AppCapabilities.widening(from: current.manifest.grantedCapabilities, to: manifest.grantedCapabilities) ?? ["*"]
    }

    /// The TUF client for one check: the store's `tuf/` folder, the feed's `metadata/` and `targets/`,
    /// each download bounded by the idle timeout and the check's deadline.
    func makeTUFUpdater() -> TUFUpdater {
        let limits = FetchLimits(idle: policy.retry.idleTimeout.timeInterval, total: policy.checkDeadline.timeInterval)
        return TUFUpdater(metadataFolder: store.root.appendingPathComponent("tuf").path,
                          metadataBaseURL: client.url("metadata/").absoluteString, targetBaseURL: client.url("targets/").absoluteString,
                          fetcher: RetryingFetcher(base: URLSessionFetcher(limits: limits), retry: policy.retry), now: now())
    }

    /// The version's manifest, as the targets metadata lists it under `versions/<version>/manifest.json`,
    /// the same bytes the channel's target names, and the files this device lacks, each a listed target.
    func offer(_ channelTarget: ChannelTarget, channelFile: TargetFile, tuf: TUFUpdater) async throws -> UpdateOffer {
        let (manifestFile, proof) = try await Self.metadata { try await tuf.trustedTarget(for: FeedLayout.manifestTarget(channelTarget.version)) }
        guard manifestFile.length == channelFile.length, manifestFile.hashes["sha256"] != nil,
              manifestFile.hashes["sha256"] == channelFile.hashes["sha256"] else {
            throw PackageUpdateError.mixedVersions(channel: channelTarget.version, manifest: "another manifest")
        }
        guard manifestFile.length <= 16 << 20 else { throw PackageUpdateError.feedRefused(.tooLarge(url: manifestFile.path, limit: 16 << 20)) }
        let manifestData = Data(try await Self.metadata { try await tuf.fetchTarget(manifestFile) })
        let manifest: PackageManifest
        do { manifest = try JSONDecoder().decode(PackageManifest.self, from: manifestData) } catch {
            throw OfflinePackageError.invalidManifest("the feed's manifest of \(channelTarget.version) does not parse")
        }
        try manifest.validate()
        guard manifest.version == channelTarget.version else {
            throw PackageUpdateError.mixedVersions(channel: channelTarget.version, manifest: manifest.version)
        }
        let local = localFiles()
        var seen = Set<String>()
        var missing: [UpdateOffer.File] = []
        for entry in manifest.files where local[entry.sha256] == nil && seen.insert(entry.sha256).inserted {
            let target = try await Self.metadata { try await tuf.targetInfo(for: FeedLayout.fileTarget(entry.sha256)) }
            guard target.length == Int64(entry.size), target.hashes["sha256"] == entry.sha256 else {
                throw PackageUpdateError.fileHashMismatch(sha256: entry.sha256)
            }
            missing.append(UpdateOffer.File(entry: entry, url: try await Self.metadata { try await tuf.remoteURL(of: target) }))
        }
        let evidence = try await Self.metadata { try proof.encoded() }
        return UpdateOffer(channel: channelTarget, manifest: manifest, manifestData: manifestData, evidence: Data(evidence), missing: missing)
    }

    /// Where each SHA-256 this device already has lives: finished downloads, then the
    /// current and previous versions' files (their manifests checked on open).
    func localFiles() -> [String: URL] {
        var files: [String: URL] = [:]
        let pointer = try? store.pointer()
        for name in [pointer?.current, pointer?.previous].compactMap({ $0 }) {
            guard let version = try? store.version(named: name) else { continue }
            for file in version.manifest.files { files[file.sha256] = version.fileURL(file.path) }
        }
        for sha256 in folder.completeFiles() { files[sha256] = folder.file(sha256) }
        return files
    }

    /// TUF's refusals as the updater's (`feed_` and TUF's code).
    static func metadata<T>(_ work: () async throws -> T) async throws -> T {
        do { return try await work() } catch let error as TUFError { throw PackageUpdateError.feedRefused(error) }
    }

    /// Runs `work`, or throws `update_deadline_exceeded` once `limit` (by default
    /// ``UpdatePolicy/checkDeadline``) has passed since `start`, however slowly a mirror keeps
    /// sending bytes; the work is cancelled then. The phases of one check share one `start`, so
    /// the limit bounds the check in all, not each phase.
    func withinCheckDeadline<T: Sendable>(_ limit: Duration? = nil, startedAt start: ContinuousClock.Instant = .now,
                                          _ work: @escaping @Sendable () async throws -> T) async throws -> T {
        let deadline = limit ?? policy.checkDeadline
        return try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await work() }
            group.addTask {
                try? await Task.sleep(until: start + deadline, clock: .continuous)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw PackageUpdateError.cancelled }
            guard let value = first else {
                if Task.isCancelled { throw PackageUpdateError.cancelled }
                throw PackageUpdateError.checkDeadlineExceeded(seconds: deadline.timeInterval)
            }
            return value
        }
    }
}
