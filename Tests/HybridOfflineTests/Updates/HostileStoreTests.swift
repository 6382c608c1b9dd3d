import Foundation
@testable import HybridOffline
import HybridTestServer
import HybridTUF
import XCTest

/// What the device does when what it keeps, or how it is asked to update, is not what the
/// updater wrote: a damaged or forged `tuf/root.json`, two processes sharing one store, a
/// check slowed in each of its phases, a policy with no bound, a channel written oddly.
final class HostileStoreTests: XCTestCase {
    private var server: TestServer!

    override func setUp() async throws { server = try await TestServer.start() }
    override func tearDown() async throws { await server.stop() }

    private var rootFile: (TestFeed) -> URL { { $0.store.root.appendingPathComponent("tuf/root.json") } }

    private static func code(_ body: () async throws -> Void) async -> String? {
        do {
            try await body()
            return nil
        } catch {
            return (error as? PackageUpdateError)?.code ?? (error as? OfflinePackageError)?.code ?? "\(error)"
        }
    }

    func test_aStoredRootWhoseSignatureWasDamaged_isReplacedByTheShippedRoot_andTheVersionStillOpens() async throws {
        let feed = try await TestFeed.start(server)
        try feed.publish("1.0.0")
        try await feed.updater().checkNow()
        // One flipped hex digit in the stored root's signature: it parses, but no longer verifies.
        var text = try String(contentsOf: rootFile(feed), encoding: .utf8)
        let sig = try XCTUnwrap(text.firstRange(of: #/"sig": *"/#))
        let digit = text.index(sig.upperBound, offsetBy: 10)
        text.replaceSubrange(digit...digit, with: text[digit] == "0" ? "1" : "0")
        try Data(text.utf8).write(to: rootFile(feed))

        let reopened = try PackageStore(root: feed.store.root, trust: feed.ring.trust)
        XCTAssertEqual(try reopened.current()?.version, "1.0.0")
        XCTAssertEqual(reopened.trustedRootVersion, 1)
        try feed.publish("1.1.0")
        try await PackageUpdater(store: reopened, feed: feed.url, channel: "stable", deviceID: "device-1", appVersion: "5.0.0",
                                 policy: UpdatePolicy(install: .now, retry: TestFeed.fastRetry)).checkNow()
        XCTAssertEqual(try reopened.current()?.version, "1.1.0")
    }

    func test_aStoredRootForgedWithAHigherVersion_doesNotOutrankTheShippedRoot() async throws {
        let feed = try await TestFeed.start(server)
        try feed.publish("1.0.0")
        try await feed.updater().checkNow()
        // Root 99 naming a stranger's key, signed by a key it does not name: its own root keys never signed it.
        let stranger = PackageSigningKey.generate()
        let forged = try FeedRoot.make(version: 99, expires: Date().addingTimeInterval(86_400), roles: [
            "root": .init(keys: [stranger.publicKey]), "targets": .init(keys: [stranger.publicKey]),
            "snapshot": .init(keys: [stranger.publicKey]), "timestamp": .init(keys: [stranger.publicKey]),
        ], signers: [PackageSigningKey.generate()])
        try forged.write(to: rootFile(feed))

        let reopened = try PackageStore(root: feed.store.root, trust: feed.ring.trust)
        XCTAssertEqual(reopened.trustedRootVersion, 1)
        XCTAssertEqual(try reopened.current()?.version, "1.0.0")
    }

    func test_aChannelWhoseMinimumAppVersionIsNotText_isRefused_notReadAsNoMinimum() {
        let custom = TUFJSON.object(["version": .string("2.0.0"), "minimum_app_version": .integer(6), "rollout_percent": .integer(100)])
        XCTAssertThrowsError(try ChannelTarget(custom: custom)) { XCTAssertEqual(($0 as? PackageUpdateError)?.code, "invalid_channel") }
        let absent = TUFJSON.object(["version": .string("2.0.0")])
        XCTAssertEqual(try ChannelTarget(custom: absent).minimumAppVersion, "0.0.0", "no minimum written is no minimum")
    }

    /// The refresh takes 2 s and the manifest 2.5 s: each is under the 3 s deadline, the check is not.
    func test_theCheckDeadline_countsTheWholeCheck_notEachOfItsPhases() async throws {
        let feed = try await TestFeed.start(server)
        try feed.publish("1.0.0")
        try await feed.updater().checkNow()
        try feed.publish("1.1.0")
        let manifest = try feed.manifestFile("1.1.0").lastPathComponent
        await server.injectFault(.delay(.seconds(2)), path: "/feed/metadata/timestamp.json")
        await server.injectFault(.delay(.milliseconds(2500)), path: "/feed/targets/versions/1.1.0/\(manifest)")
        let policy = UpdatePolicy(install: .now, retry: TestFeed.fastRetry, checkDeadline: .seconds(3))
        let start = ContinuousClock.now
        let refused = await Self.code { try await feed.updater(policy).checkNow() }
        XCTAssertEqual(refused, "update_deadline_exceeded")
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(5), "the deadline, and time to cancel what was in flight")
        XCTAssertEqual(try feed.currentVersion(), "1.0.0")
    }

    /// `hybrid package update --concurrency 9223372036854775807` spun for good starting that many downloads of three files.
    func test_aPolicyWithNoBoundOnConcurrentDownloads_stillFinishes() async throws {
        let feed = try await TestFeed.start(server)
        try feed.publish("1.0.0")
        let policy = UpdatePolicy(install: .now, maximumConcurrentDownloads: .max, retry: TestFeed.fastRetry)
        try await feed.updater(policy).checkNow()
        XCTAssertEqual(try feed.currentVersion(), "1.0.0")
    }

    func test_twoProcessesUpdatingOneStore_bothSucceed_andTheStoreEndsWhole() async throws {
        let feed = try await TestFeed.start(server)
        try feed.publish("1.0.0", site: TestFeed.site("1.0.0", count: 6, changed: 6, large: 400_000))
        // Two store objects on one folder: each has its own lock file descriptor, as two processes do.
        let other = try PackageStore(root: feed.store.root, trust: feed.ring.trust)
        let first = try feed.updater()
        let second = try PackageUpdater(store: other, feed: feed.url, channel: "stable", deviceID: "device-1", appVersion: "5.0.0",
                                        policy: UpdatePolicy(install: .now, retry: TestFeed.fastRetry))
        async let one = Self.code { try await first.checkNow() }
        async let two = Self.code { try await second.checkNow() }
        let (a, b) = await (one, two)
        XCTAssertNil(a)
        XCTAssertNil(b)
        XCTAssertEqual(try feed.currentVersion(), "1.0.0")
        try feed.store.verifyFiles(of: try XCTUnwrap(feed.store.current()))
    }

    func test_rollbacksRecordedByTwoProcessesAtOnce_areAllKept() async throws {
        let feed = try await TestFeed.start(server)
        let other = try PackageStore(root: feed.store.root, trust: feed.ring.trust)
        let updaters = [try feed.updater(),
                        try PackageUpdater(store: other, feed: feed.url, channel: "stable", deviceID: "device-1", appVersion: "5.0.0")]
        let versions = (0..<40).map { "1.0.\($0)" }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, version) in versions.enumerated() {
                group.addTask { try await updaters[index % 2].didOpen(.rolledBack(failed: version, to: "1.0.0", reason: .missedDeadline)) }
            }
            try await group.waitForAll()
        }
        XCTAssertEqual(try UpdateFolder(store: feed.store).rolledBackVersions(), Set(versions))
    }
}
