import Foundation

/// Writes a version into a static update feed (`hybrid package publish`): every
/// file under its hash, the signed manifest, new roots, then the signed channel
/// document. The channel is written last, each file by rename, so a server that
/// copies the feed part-way never names a version whose files are not there yet.
public enum FeedPublisher {
    /// Publishes `folder` as `version` on `channel` into `feed` (created if missing).
    /// The channel's serial is one more than the serial already in the feed. A
    /// version lower than the one the channel names is refused before anything
    /// is written (devices would refuse it too), unless `allowingDowngrade`.
    @discardableResult
    public static func publish(
        folder: URL, version: String, entry: String = "index.html", channel: String, key: PackageSigningKey,
        feed: URL, minimumAppVersion: String = "0.0.0", lifetime: TimeInterval = 7 * 24 * 3600,
        rolloutPercent: Int = 100, allowingDowngrade: Bool = false, now: Date = Date()
    ) throws -> FeedPublishResult {
        try publish(folder: folder, version: version, entry: entry, channel: channel, keys: [key], roots: [], feed: feed,
                    minimumAppVersion: minimumAppVersion, lifetime: lifetime, rolloutPercent: rolloutPercent,
                    allowingDowngrade: allowingDowngrade, now: now)
    }

    /// The same, signed by every key of `keys` (`hybrid package publish --private-key A --private-key B`),
    /// with `roots` (oldest first) added under `roots/` before the channel document. When the feed
    /// holds roots, the keys must meet the newest root's publish threshold, checked before anything
    /// is written, as devices would check it.
    @discardableResult
    package static func publish(
        folder: URL, version: String, entry: String = "index.html", channel: String, keys: [PackageSigningKey],
        roots: [SignedRoot], feed: URL, minimumAppVersion: String = "0.0.0", lifetime: TimeInterval = 7 * 24 * 3600,
        rolloutPercent: Int = 100, allowingDowngrade: Bool = false, now: Date = Date()
    ) throws -> FeedPublishResult {
        guard !keys.isEmpty else { throw OfflinePackageError.invalidKey("no signing key was given") }
        if !allowingDowngrade, let published = try channelDocument(channel, feed: feed)?.version,
           try PackageVersion(version) < PackageVersion(published) {
            throw PackageUpdateError.publishDowngrade(publishing: version, channel: channel, current: published)
        }
        let newRoots = try rootsToAdd(roots, feed: feed, keys: keys, now: now)
        let signed = try PackageBuilder.signedManifest(folder: folder, version: version, entry: entry, keys: keys)
        var written = 0
        for (path, file) in zip(signed.paths, signed.manifest.files) {
            let target = feed.appendingPathComponent(try FeedLayout.filePath(file.sha256))
            if FileManager.default.fileExists(atPath: target.path) { continue }
            try place(try Data(contentsOf: folder.appendingPathComponent(path)), at: target)
            written += 1
        }
        try place(signed.manifestData, at: feed.appendingPathComponent(try FeedLayout.manifestPath(version)))
        try place(signed.signature, at: feed.appendingPathComponent(try FeedLayout.manifestSignaturePath(version)))
        for root in newRoots {
            try place(root.signatures, at: feed.appendingPathComponent(FeedLayout.rootSignaturePath(root.version)))
            try place(root.documentData, at: feed.appendingPathComponent(FeedLayout.rootPath(root.version)))
        }
        let document = ChannelDocument(
            channel: channel, version: version, minimumAppVersion: minimumAppVersion,
            expires: Int64(now.timeIntervalSince1970 + lifetime), serial: try previousSerial(channel, feed: feed) + 1,
            rolloutPercent: rolloutPercent)
        try document.validate()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let documentData = try encoder.encode(document)
        try place(try PackageSignature.make(for: documentData, with: keys),
                  at: feed.appendingPathComponent(try FeedLayout.channelSignaturePath(channel)))
        try place(documentData, at: feed.appendingPathComponent(try FeedLayout.channelPath(channel)))
        return FeedPublishResult(manifest: signed.manifest, channel: document, filesWritten: written,
                                 filesReused: signed.manifest.files.count - written, rootsAdded: newRoots.map(\.version))
    }

    /// The serial of the channel document already in the feed, or 0.
    private static func previousSerial(_ channel: String, feed: URL) throws -> Int64 {
        try channelDocument(channel, feed: feed)?.serial ?? 0
    }

    /// The channel document already in the feed, if any.
    private static func channelDocument(_ channel: String, feed: URL) throws -> ChannelDocument? {
        let url = feed.appendingPathComponent(try FeedLayout.channelPath(channel))
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        guard let document = try? JSONDecoder().decode(ChannelDocument.self, from: data) else {
            throw PackageUpdateError.invalidChannel("\(url.path) does not parse")
        }
        return document
    }

    /// Writes through a temporary name and renames, so a reader sees the old bytes or the new.
    static func place(_ data: Data, at url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp")
        try DurableFile.write(data, to: temporary)
        try DurableFile.rename(temporary, to: url)
    }
}
