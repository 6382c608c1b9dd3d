import Foundation
import HybridOffline
import HybridTestServer
import HybridTUF
import XCTest

/// TUF's metadata decides: a replayed, expired or foreign-key one is refused with its
/// code and the installed version stays; the channel target's rollout and minimum app
/// version and the downgrade rule decide whether this device takes a version.
final class UpdaterChannelTests: XCTestCase {
    private var server: TestServer!

    override func setUp() async throws { server = try await TestServer.start() }
    override func tearDown() async throws { await server.stop() }

    private func code(_ body: () async throws -> Void) async -> String? {
        do { try await body(); return nil } catch {
            return (error as? PackageUpdateError)?.code ?? (error as? OfflinePackageError)?.code ?? "\(error)"
        }
    }

    func test_aReplayedOlderTimestamp_isRefusedAsRollback_andTheInstalledVersionStays() async throws {
        let feed = try await TestFeed.start(server)
        try await feed.installFirstVersion()
        let timestamp = feed.folder.appendingPathComponent("metadata/timestamp.json")
        let oldTimestamp = try Data(contentsOf: timestamp)
        try feed.publish("1.1.0")
        try await feed.updater().checkNow()
        try feed.store.confirmCurrent()
        // A mirror puts the version-1 timestamp (validly signed, unexpired) back.
        try oldTimestamp.write(to: timestamp)
        let refused = await code { try await feed.updater().checkNow() }
        XCTAssertEqual(refused, "feed_rollback")
        XCTAssertEqual(try feed.currentVersion(), "1.1.0")
    }

    func test_anExpiredTimestamp_isRefused_evenWhenTheServerSaysNotModified() async throws {
        let feed = try await TestFeed.start(server)
        try await feed.installFirstVersion()
        let later = Date().addingTimeInterval(7200)
        let refused = await code { try await feed.updater(now: { later }).checkNow() }
        XCTAssertEqual(refused, "feed_expired")
        let lastStatus = await server.requests(to: "/feed/metadata/timestamp.json").last?.status
        XCTAssertEqual(lastStatus, 304)
        XCTAssertEqual(try feed.currentVersion(), "1.0.0")
    }

    func test_targetsSignedByAKeyTheRootDoesNotName_areRefused_andNoManifestIsFetched() async throws {
        let feed = try await TestFeed.start(server)
        try await feed.installFirstVersion()
        // A mirror holding the snapshot and timestamp keys but not the targets key re-signs targets with its own.
        let keys = FeedPublisher.Keys(targets: [.generate()], snapshot: [feed.ring.snapshotKey], timestamp: [feed.ring.timestampKey])
        XCTAssertThrowsError(try feed.publish("1.1.0", keys: keys)) { XCTAssertEqual(($0 as? PackageUpdateError)?.code, "feed_threshold_not_met") }
        try forgeTargets(feed, signer: .generate())
        let refused = await code { try await feed.updater().checkNow() }
        XCTAssertEqual(refused, "feed_threshold_not_met")
        XCTAssertEqual(try feed.currentVersion(), "1.0.0")
        let manifestRequests = await server.requests.filter { $0.path.hasPrefix("/feed/targets/versions/1.1.0/") }
        XCTAssertEqual(manifestRequests.count, 0)
    }

    /// Publishes "1.1.0" normally, then replaces its targets metadata with one signed by `signer` (and
    /// snapshot and timestamp re-signed to match, as a mirror with those keys could).
    private func forgeTargets(_ feed: TestFeed, signer: PackageSigningKey) throws {
        let honest = try feed.publish("1.1.0")
        let metadata = feed.folder.appendingPathComponent("metadata")
        let targetsURL = metadata.appendingPathComponent("\(honest.metadata.targetsVersion).targets.json")
        let envelope = try SignedEnvelope(bytes: Data(contentsOf: targetsURL))
        try Data(MetadataSigning.document(signed: envelope.signed, keys: [signer.tufKey])).write(to: targetsURL)
        // The snapshot names versions only, so it still matches; renew the timestamp so the feed looks fresh.
        try FeedPublisher.renewTimestamp(feed: feed.folder, keys: [feed.ring.timestampKey])
    }

    func test_aLowerVersion_isRefusedUnlessTheAppAllowsIt() async throws {
        let feed = try await TestFeed.start(server)
        try feed.publish("2.0.0")
        try await feed.updater().checkNow()
        try feed.store.confirmCurrent()
        try feed.publish("1.5.0")
        let refused = await code { try await feed.updater().checkNow() }
        XCTAssertEqual(refused, "version_downgrade")
        XCTAssertEqual(try feed.currentVersion(), "2.0.0")
        let allowing = UpdatePolicy(install: .now, allowDowngrade: true, retry: TestFeed.fastRetry)
        try await feed.updater(allowing).checkNow()
        XCTAssertEqual(try feed.currentVersion(), "1.5.0")
    }

    func test_theRolloutAndTheMinimumAppVersion_decidePerDevice() async throws {
        let feed = try await TestFeed.start(server)
        try feed.publish("1.0.0", rollout: 30)
        let devices = (0..<40).map { "device-\($0)" }
        let inside = try XCTUnwrap(devices.first { RolloutBucket.bucket(deviceID: $0, channel: "stable", version: "1.0.0") < 30 })
        let outside = try XCTUnwrap(devices.first { RolloutBucket.bucket(deviceID: $0, channel: "stable", version: "1.0.0") >= 30 })
        let skipped = try await feed.updater(deviceID: outside).checkNow()
        guard case .notInRollout(let version, _, let percent) = skipped else { return XCTFail("\(skipped)") }
        XCTAssertEqual([version, "\(percent)"], ["1.0.0", "30"])
        XCTAssertNil(try feed.currentVersion())
        try feed.publish("1.0.0", minimumAppVersion: "6.0.0", rollout: 30)
        let tooOld = try await feed.updater(deviceID: inside, appVersion: "5.9.9").checkNow()
        XCTAssertEqual(tooOld, .requiresNewerApp(version: "1.0.0", minimumAppVersion: "6.0.0"))
        XCTAssertNil(try feed.currentVersion())
        try await feed.updater(deviceID: inside, appVersion: "6.0.0").checkNow()
        XCTAssertEqual(try feed.currentVersion(), "1.0.0")
    }

    /// A mirror sending an endless timestamp is cut off at 16 KB, not held in memory.
    func test_anOversizedTimestamp_isCutOffAndRefused() async throws {
        let feed = try await TestFeed.start(server)
        try feed.publish("1.0.0")
        await server.route("/feed/metadata/timestamp.json") { _ in TestResponse(body: Data(count: 8 << 20)) }
        let refused = await code { try await feed.updater().checkNow() }
        XCTAssertEqual(refused, "feed_too_large")
        XCTAssertNil(try feed.currentVersion())
    }
}
