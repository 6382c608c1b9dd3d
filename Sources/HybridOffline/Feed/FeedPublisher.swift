import Foundation
import HybridTUF

/// Writes a version into a static update feed (`hybrid package publish`), a TUF
/// repository: every file as a target named by its hash (stored once across
/// versions), the version's manifest, the channel's target pointing at it, then
/// new targets, snapshot and timestamp metadata, the timestamp last, each file by
/// rename, so a server that copies the feed part-way never names a version whose
/// files are not there yet.
public enum FeedPublisher {
    /// The keys of the three roles a publish signs for; the root keys stay offline.
    public struct Keys: Sendable {
        public var targets: [PackageSigningKey]
        public var snapshot: [PackageSigningKey]
        public var timestamp: [PackageSigningKey]

        public init(targets: [PackageSigningKey], snapshot: [PackageSigningKey], timestamp: [PackageSigningKey]) {
            (self.targets, self.snapshot, self.timestamp) = (targets, snapshot, timestamp)
        }

        var signers: TUFRepository.Signers {
            TUFRepository.Signers(targets: targets.map(\.tufKey), snapshot: snapshot.map(\.tufKey), timestamp: timestamp.map(\.tufKey))
        }
    }

    /// Publishes `folder` as `version` on `channel` into `feed`. `roots` (exact bytes, oldest first)
    /// are added first, each checked as devices check it; the feed must hold a root by then.
    /// A version lower than the channel names is refused before anything is written (devices
    /// would refuse it too), unless `allowingDowngrade`; so are keys short of a role's threshold.
    /// `app` and `capabilities` go into the signed manifest; an app of many keeps its own feed
    /// (``OfflineApps/feed(_:for:)``, `feed/<id>/`).
    @discardableResult
    public static func publish(
        folder: URL, version: String, entry: String = "index.html", app: String? = nil, capabilities: [String]? = nil, channel: String, keys: Keys, roots: [Data] = [],
        feed: URL, minimumAppVersion: String = "0.0.0", rolloutPercent: Int = 100,
        lifetimes: TUFRepository.Lifetimes = TUFRepository.Lifetimes(), allowingDowngrade: Bool = false, now: Date = Date()
    ) throws -> FeedPublishResult {
        let repository = TUFRepository(folder: feed)
        let channelPath = try FeedLayout.channelTarget(channel)
        let target = try ChannelTarget(version: try FeedLayout.checkedName(version), minimumAppVersion: minimumAppVersion, rolloutPercent: rolloutPercent)
        do {
            let before = try repository.newestRoot()?.version ?? 0
            for root in roots {
                let offered = try RootMetadata(SignedEnvelope(bytes: root))
                if offered.version <= before { continue }  // already in the feed: publishing again with the same --root is harmless
                try repository.addRoot(Array(root))
            }
            let rootsAdded = Array((before + 1)..<((try repository.newestRoot()?.version ?? 0) + 1))
            if !allowingDowngrade, let published = try repository.current()?.targets.targets[channelPath],
               let current = try? ChannelTarget(custom: published.custom),
               try PackageVersion(version) < PackageVersion(current.version) {
                throw PackageUpdateError.publishDowngrade(publishing: version, channel: channel, current: current.version)
            }
            let made = try PackageBuilder.manifest(folder: folder, version: version, entry: entry, app: app, capabilities: capabilities)
            var additions: [TUFRepository.NewTarget] = []
            var seen = Set<String>()
            for (path, file) in zip(made.paths, made.manifest.files) where seen.insert(file.sha256).inserted {
                let content = try Data(contentsOf: folder.appendingPathComponent(path), options: .alwaysMapped)
                additions.append(.init(path: try FeedLayout.fileTarget(file.sha256), content: content))
            }
            additions.append(.init(path: FeedLayout.manifestTarget(version), content: made.manifestData))
            additions.append(.init(path: channelPath, content: made.manifestData, custom: target.custom))
            let published = try repository.publish(additions, signers: keys.signers, lifetimes: lifetimes, now: now)
            let filesWritten = published.targetsWritten.filter { $0.hasPrefix("files/") }.count
            return FeedPublishResult(manifest: made.manifest, channel: target, filesWritten: filesWritten,
                                     filesReused: seen.count - filesWritten, rootsAdded: rootsAdded, metadata: published)
        } catch let error as TUFError {
            throw PackageUpdateError.feedRefused(error)
        }
    }

    /// Signs a new timestamp for what the feed already publishes (run it more often than its lifetime,
    /// 24 hours by default, so devices keep trusting a feed that did not change).
    @discardableResult
    public static func renewTimestamp(feed: URL, keys: [PackageSigningKey], lifetime: TimeInterval = 86_400, now: Date = Date()) throws -> Int64 {
        do { return try TUFRepository(folder: feed).renewTimestamp(keys: keys.map(\.tufKey), lifetime: lifetime, now: now) } catch {
            throw PackageUpdateError.feedRefused(error)
        }
    }
}
