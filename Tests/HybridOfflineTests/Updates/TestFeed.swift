import Foundation
import HybridOffline
import HybridTestServer

/// A static update feed (a TUF repository) in a temporary folder, served by the
/// loopback server at `/feed/` the way a CDN serves it, its keys, and a store
/// trusting its root with an updater pointed at it.
struct TestFeed {
    let server: TestServer
    let folder: URL
    let ring: FeedKeyRing
    let store: PackageStore
    static let fastRetry = UpdateRetry(attempts: 3, initialDelay: .milliseconds(10), maximumDelay: .milliseconds(40), idleTimeout: .seconds(5))

    static func start(_ server: TestServer) async throws -> TestFeed {
        let ring = try FeedKeyRing.generate()
        let feed = TestFeed(server: server, folder: TestPackages.temporaryFolder("feed"), ring: ring,
                            store: try PackageStore(root: TestPackages.temporaryFolder("store"), trust: ring.trust))
        await server.serveFeed(folder: feed.folder, at: "/feed/")
        return feed
    }

    var url: URL { server.url("/feed/") }

    /// `count` small files; the first `changed` carry `version` in their bytes; `large` adds `big.bin` of that many bytes.
    static func site(_ version: String, count: Int = 3, changed: Int = 1, large: Int = 0, largeSeed: UInt8 = 7) throws -> URL {
        let folder = TestPackages.temporaryFolder("site")
        for index in 0..<count {
            let text = index < changed ? "file \(index) of \(version)" : "file \(index), the same in every version"
            let url = folder.appendingPathComponent(index == 0 ? "index.html" : "assets/\(index).txt")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        if large > 0 {
            var generator = SplitMix64(seed: UInt64(largeSeed))
            let bytes = (0..<large).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            try Data(bytes).write(to: folder.appendingPathComponent("big.bin"))
        }
        return folder
    }

    @discardableResult
    func publish(_ version: String, site: URL? = nil, keys: FeedPublisher.Keys? = nil, roots: [Data] = [], lifetime: TimeInterval = 3600,
                 minimumAppVersion: String = "0.0.0", rollout: Int = 100, now: Date = Date()) throws -> FeedPublishResult {
        // A publisher that insists (--allow-downgrade): what devices do with a lower version is what these tests check.
        try FeedPublisher.publish(folder: site ?? Self.site(version), version: version, channel: "stable", keys: keys ?? ring.keys,
                                  roots: [ring.root] + roots, feed: folder, minimumAppVersion: minimumAppVersion, rolloutPercent: rollout,
                                  lifetimes: .init(targets: lifetime, snapshot: lifetime, timestamp: lifetime),
                                  allowingDowngrade: true, now: now)
    }

    func updater(_ policy: UpdatePolicy = UpdatePolicy(install: .now, retry: fastRetry), deviceID: String = "device-1",
                 appVersion: String = "5.0.0", now: @escaping @Sendable () -> Date = { Date() }) throws -> PackageUpdater {
        try PackageUpdater(store: store, feed: url, channel: "stable", deviceID: deviceID, appVersion: appVersion, policy: policy, now: now)
    }

    /// The device holds 1.0.0 from the feed, installed and confirmed: where most update tests start.
    func installFirstVersion() async throws {
        try publish("1.0.0")
        try await updater().checkNow()
        try store.confirmCurrent()
    }

    /// Path of a file's bytes on the server: `/feed/targets/files/<sha256>.<sha256>` (consistent snapshots).
    func filePath(_ entry: PackageFileEntry) -> String { "/feed/targets/files/\(entry.sha256).\(entry.sha256)" }

    /// Folder-relative path of a version's manifest target.
    func manifestFile(_ version: String) throws -> URL {
        let folder = self.folder.appendingPathComponent("targets/versions/\(version)")
        let name = try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix(".manifest.json") }!
        return folder.appendingPathComponent(name)
    }

    /// Body bytes the server sent for files (not metadata or manifests).
    func fileBytesSent() async -> Int { await server.bodyBytes(sentToPathsStartingWith: "/feed/targets/files/") }

    /// The current version's number, or nil.
    func currentVersion() throws -> String? { try store.current()?.version }
}
