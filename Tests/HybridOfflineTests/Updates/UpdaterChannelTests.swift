import Foundation
@testable import HybridOffline
import HybridTestServer
import XCTest

/// The channel document decides: a replayed, expired or foreign-key one is refused
/// with its code and the installed version stays; the rollout, the app's version and
/// the downgrade rule decide whether this device takes a version.
final class UpdaterChannelTests: XCTestCase {
    private var server: TestServer!

    override func setUp() async throws { server = try await TestServer.start() }
    override func tearDown() async throws { await server.stop() }

    private func code(_ body: () async throws -> Void) async -> String? {
        do { try await body(); return nil } catch {
            return (error as? PackageUpdateError)?.code ?? (error as? OfflinePackageError)?.code ?? "\(error)"
        }
    }

    private func installed(_ feed: TestFeed) async throws {
        try feed.publish("1.0.0")
        try await feed.updater().checkNow()
        try feed.store.confirmCurrent()
    }

    func test_aReplayedOlderChannelDocument_isRefused_andTheInstalledVersionStays() async throws {
        let feed = try await TestFeed.start(server)
        try await installed(feed)
        let channel = feed.folder.appendingPathComponent("channels")
        let oldDocument = try Data(contentsOf: channel.appendingPathComponent("stable.json"))
        let oldSignature = try Data(contentsOf: channel.appendingPathComponent("stable.sig"))
        try feed.publish("1.1.0")
        try await feed.updater().checkNow()
        try feed.store.confirmCurrent()
        // A mirror puts the serial-1 document (validly signed, unexpired) back.
        try oldSignature.write(to: channel.appendingPathComponent("stable.sig"))
        try oldDocument.write(to: channel.appendingPathComponent("stable.json"))
        let refused = await code { try await feed.updater().checkNow() }
        XCTAssertEqual(refused, "channel_replayed")
        XCTAssertEqual(try feed.currentVersion(), "1.1.0")
    }

    func test_anExpiredChannelDocument_isRefused_evenWhenTheServerSaysNotModified() async throws {
        let feed = try await TestFeed.start(server)
        try await installed(feed)
        let later = Date().addingTimeInterval(7200)
        let refused = await code { try await feed.updater(now: { later }).checkNow() }
        XCTAssertEqual(refused, "channel_expired")
        let lastStatus = await server.requests(to: "/feed/channels/stable.json").last?.status
        XCTAssertEqual(lastStatus, 304)
        XCTAssertEqual(try feed.currentVersion(), "1.0.0")
    }

    func test_aChannelDocumentSignedByAnotherKey_isRefused() async throws {
        let feed = try await TestFeed.start(server)
        try await installed(feed)
        try feed.publish("1.1.0", key: .generate())
        let refused = await code { try await feed.updater().checkNow() }
        XCTAssertEqual(refused, "channel_bad_signature")
        XCTAssertEqual(try feed.currentVersion(), "1.0.0")
        let manifestRequests = await server.requests.filter { $0.path.hasPrefix("/feed/versions/1.1.0") }
        XCTAssertEqual(manifestRequests.count, 0)
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

    /// A mirror sending an endless channel document is cut off at 64 KB, not held in memory.
    func test_anOversizedChannelDocument_isCutOffAndRefused() async throws {
        let feed = try await TestFeed.start(server)
        try feed.publish("1.0.0")
        await server.route("/feed/channels/stable.json") { _ in TestResponse(body: Data(count: 8 << 20)) }
        let refused = await code { try await feed.updater().checkNow() }
        XCTAssertEqual(refused, "feed_document_too_large")
        XCTAssertNil(try feed.currentVersion())
    }

    /// A publish landing between the document and signature requests pairs them wrongly once:
    /// the updater fetches both again instead of calling the feed forged.
    func test_aSignatureFromAPublishInBetween_isFetchedAgain_notReportedAsForged() async throws {
        let feed = try await TestFeed.start(server)
        try feed.publish("1.0.0")
        let channels = feed.folder.appendingPathComponent("channels")
        let firstSignature = try Data(contentsOf: channels.appendingPathComponent("stable.sig"))
        try feed.publish("1.1.0")
        let answers = SignatureAnswers(first: firstSignature, then: try Data(contentsOf: channels.appendingPathComponent("stable.sig")))
        await server.route("/feed/channels/stable.sig") { _ in TestResponse(body: await answers.next()) }
        try await feed.updater().checkNow()
        XCTAssertEqual(try feed.currentVersion(), "1.1.0")
        let signatureRequests = await server.requests(to: "/feed/channels/stable.sig").count
        XCTAssertEqual(signatureRequests, 2)
    }
}

/// The signature a mirror serves: a stale one once, then the right one.
private actor SignatureAnswers {
    private var answers: [Data]
    init(first: Data, then: Data) { answers = [first, then] }
    func next() -> Data { answers.count > 1 ? answers.removeFirst() : answers[0] }
}
