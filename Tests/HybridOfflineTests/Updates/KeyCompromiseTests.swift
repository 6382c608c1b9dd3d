import Foundation
import HybridOffline
import HybridTestServer
import XCTest

/// TUF's guarantees on the device: a stolen key is recovered from by rotating it out
/// (what only it signed stops opening, the high-water mark it raised no longer counts),
/// and a version kept for the next launch is checked again before it is installed.
final class KeyCompromiseTests: XCTestCase {
    private var server: TestServer!

    override func setUp() async throws { server = try await TestServer.start() }
    override func tearDown() async throws { await server.stop() }

    /// Root 2 names fresh targets, snapshot and timestamp keys, signed by the (offline) root key.
    private func rotatedRoot(_ ring: FeedKeyRing) throws -> (root: Data, keys: FeedPublisher.Keys) {
        let (targets, snapshot, timestamp) = (PackageSigningKey.generate(), PackageSigningKey.generate(), PackageSigningKey.generate())
        let root = try FeedRoot.next(after: ring.root, changes: [
            "targets": .init(keys: [targets.publicKey]), "snapshot": .init(keys: [snapshot.publicKey]),
            "timestamp": .init(keys: [timestamp.publicKey]),
        ], expires: Date().addingTimeInterval(86_400 * 30), signers: [ring.rootKey])
        return (root, FeedPublisher.Keys(targets: [targets], snapshot: [snapshot], timestamp: [timestamp]))
    }

    /// The thief copies the feed, publishes 999.0.0 with the stolen online keys, serves it from a mirror, and the device takes it.
    private func installFromAThiefsMirror(_ feed: TestFeed) async throws {
        let mirror = TestPackages.temporaryFolder("mirror")
        try FileManager.default.removeItem(at: mirror)
        try FileManager.default.copyItem(at: feed.folder, to: mirror)
        try FeedPublisher.publish(folder: TestFeed.site("999.0.0"), version: "999.0.0", channel: "stable", keys: feed.ring.keys,
                                  feed: mirror, lifetimes: .init(targets: 3600, snapshot: 3600, timestamp: 3600))
        await server.serveFeed(folder: mirror, at: "/mirror/")
        let stolen = try PackageUpdater(store: feed.store, feed: server.url("/mirror/"), channel: "stable", deviceID: "device-1",
                                        appVersion: "5.0.0", policy: UpdatePolicy(install: .now, retry: TestFeed.fastRetry))
        try await stolen.checkNow()
        XCTAssertEqual(try feed.currentVersion(), "999.0.0")
    }

    func test_aVersionPublishedWithStolenKeys_stopsOpeningAfterTheRotation_andTheRealVersionInstalls() async throws {
        let feed = try await TestFeed.start(server)
        try await feed.installFirstVersion()
        try await installFromAThiefsMirror(feed)

        // The publisher rotates the stolen keys out with the offline root key and publishes 2.0.0.
        let (root2, keys2) = try rotatedRoot(feed.ring)
        try feed.publish("2.0.0", keys: keys2, roots: [root2])
        let updater = try feed.updater()
        let events = Task { await updater.events.prefix { if case .installed = $0 { false } else { true } }.reduce(into: []) { $0.append($1) } }
        let result = try await updater.checkNow()
        XCTAssertEqual(result, .available(version: "2.0.0", files: 1, bytes: Int64("file 0 of 2.0.0".utf8.count)))
        XCTAssertEqual(try feed.currentVersion(), "2.0.0")
        XCTAssertEqual(feed.store.trustedRootVersion, 2)
        let seen = await events.value
        XCTAssertTrue(seen.contains(.untrusted(version: "999.0.0", restored: "1.0.0")), "\(seen)")
        XCTAssertFalse(feed.store.installedFolderNames().contains { $0.hasPrefix("999.0.0-") }, "the thief's version is gone")
    }

    func test_aFirstVersionPublishedWithStolenKeys_withNothingToRollBackTo_isReplacedByTheRealVersionAfterTheRotation() async throws {
        let feed = try await TestFeed.start(server)
        try feed.publish("1.0.0")
        // The thief's mirror is the first thing this device ever updates from: 999.0.0 is its only version.
        try await installFromAThiefsMirror(feed)
        try feed.store.confirmCurrent()

        let (root2, keys2) = try rotatedRoot(feed.ring)
        try feed.publish("2.0.0", keys: keys2, roots: [root2])
        let updater = try feed.updater()
        let events = Task { await updater.events.prefix { if case .installed = $0 { false } else { true } }.reduce(into: []) { $0.append($1) } }
        try await updater.checkNow()
        XCTAssertEqual(try feed.currentVersion(), "2.0.0")
        let seen = await events.value
        XCTAssertTrue(seen.contains(.untrusted(version: "999.0.0", restored: nil)), "\(seen)")
        XCTAssertNil(try feed.store.pointer()?.previous, "a version nothing trusted vouches for is never the rollback target")
        XCTAssertFalse(feed.store.installedFolderNames().contains { $0.hasPrefix("999.0.0-") })
    }

    func test_aStoreOpenedWithARootThatRotatedTheTargetsKeyOut_refusesWhatOnlyThatKeySigned() async throws {
        let feed = try await TestFeed.start(server)
        try feed.publish("1.0.0")
        try await feed.updater().checkNow()
        let (root2, _) = try rotatedRoot(feed.ring)
        let reopened = try PackageStore(root: feed.store.root, trust: PublisherTrust(tufRoot: root2))
        XCTAssertThrowsError(try reopened.current()) { XCTAssertEqual(($0 as? OfflinePackageError)?.code, "version_untrusted") }
        XCTAssertNil(try reopened.highestAcceptedVersion(), "the high-water mark the old keys raised no longer counts")
    }

    func test_aStagedVersion_isDiscarded_whenTheChannelNoLongerNamesItAtLaunch() async throws {
        let feed = try await TestFeed.start(server)
        try await feed.installFirstVersion()
        try feed.publish("1.1.0")
        let later = try feed.updater(UpdatePolicy(checkAt: [.launch], install: .nextLaunch, retry: TestFeed.fastRetry))
        try await later.checkNow()
        XCTAssertEqual(try feed.currentVersion(), "1.0.0", "kept for the next launch")
        // The publisher pulls 1.1.0 back; a check refreshes the device's metadata (nothing new to take).
        try feed.publish("1.0.0")
        let check = try await later.checkNow()
        XCTAssertEqual(check, .upToDate(version: "1.0.0"))
        let events = Task { await later.events.first { if case .discarded = $0 { true } else { false } } }
        _ = try await later.appDidLaunch()
        XCTAssertEqual(try feed.currentVersion(), "1.0.0")
        let discarded = await events.value
        XCTAssertEqual(discarded, .discarded(version: "1.1.0", reason: "channel_moved"))
    }
}
