import Foundation
import HybridOffline
import HybridTestServer
import XCTest

/// A flaky or hostile CDN: 5xx answers and slow bodies are retried, wrong bytes
/// are refused; nothing unverified is ever installed and the installed version stays.
final class UpdaterFaultTests: XCTestCase {
    private var server: TestServer!

    override func setUp() async throws { server = try await TestServer.start() }
    override func tearDown() async throws { await server.stop() }

    /// A feed with version 1.0.0 installed and confirmed, and 1.1.0 published; returns 1.1.0's changed file.
    private func feedWithAnUpdate() async throws -> (TestFeed, PackageFileEntry) {
        let feed = try await TestFeed.start(server)
        try feed.publish("1.0.0")
        try await feed.updater().checkNow()
        try feed.store.confirmCurrent()
        let next = try feed.publish("1.1.0", site: TestFeed.site("1.1.0", large: 200_000, largeSeed: 9))
        let big = try XCTUnwrap(next.manifest.files.first { $0.path == "big.bin" })
        await server.clearRequests()
        return (feed, big)
    }

    private func assertUntouched(_ feed: TestFeed, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try feed.currentVersion(), "1.0.0", file: file, line: line)
        XCTAssertEqual(try feed.store.pointer()?.confirmed, true, file: file, line: line)
        try feed.store.verifyFiles(of: try XCTUnwrap(feed.store.current()))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: feed.store.root.appendingPathComponent("updates/ready").path), [],
                       file: file, line: line)
    }

    private func assertRefused(_ code: String, _ body: () async throws -> Void, file: StaticString = #filePath, line: UInt = #line) async {
        do {
            try await body()
            XCTFail("expected \(code)", file: file, line: line)
        } catch {
            let actual = (error as? PackageUpdateError)?.code ?? (error as? OfflinePackageError)?.code ?? "\(error)"
            XCTAssertEqual(actual, code, file: file, line: line)
        }
    }

    func test_a500IsRetried_andTheVersionInstalls() async throws {
        let (feed, big) = try await feedWithAnUpdate()
        await server.injectFault(.status(503), path: feed.filePath(big), times: 2)
        await server.injectFault(.status(500), path: "/feed/metadata/timestamp.json")
        try await feed.updater().checkNow()
        XCTAssertEqual(try feed.currentVersion(), "1.1.0")
        let statuses = await server.requests(to: feed.filePath(big)).map(\.status)
        XCTAssertEqual(statuses, [503, 503, 200])
    }

    func test_a500ThatPersists_failsWithItsStatus_andNothingIsInstalled() async throws {
        let (feed, big) = try await feedWithAnUpdate()
        await server.injectFault(.status(500), path: feed.filePath(big), times: 10)
        await assertRefused("feed_http_status") { try await feed.updater().checkNow() }
        let tries = await server.requests(to: feed.filePath(big)).count
        XCTAssertEqual(tries, TestFeed.fastRetry.attempts)
        try assertUntouched(feed)
    }

    func test_a404IsNotRetried() async throws {
        let (feed, big) = try await feedWithAnUpdate()
        try FileManager.default.removeItem(at: feed.folder.appendingPathComponent("targets/files/\(big.sha256).\(big.sha256)"))
        await assertRefused("feed_http_status") { try await feed.updater().checkNow() }
        let tries = await server.requests(to: feed.filePath(big)).count
        XCTAssertEqual(tries, 1)
        try assertUntouched(feed)
    }

    func test_aBodyThatStallsPastTheIdleTimeout_isRetriedAndResumed() async throws {
        let (feed, big) = try await feedWithAnUpdate()
        // URLSession on Linux counts its timeout in whole seconds.
        await server.injectFault(.slowBody(chunkBytes: 50_000, chunkDelay: .milliseconds(2500)), path: feed.filePath(big))
        var retry = TestFeed.fastRetry
        retry.idleTimeout = .seconds(1)
        try await feed.updater(UpdatePolicy(install: .now, retry: retry)).checkNow()
        XCTAssertEqual(try feed.currentVersion(), "1.1.0")
        let requests = await server.requests(to: feed.filePath(big))
        XCTAssertEqual(requests.count, 2)
        try feed.store.verifyFiles(of: try XCTUnwrap(feed.store.current()))
    }

    func test_wrongBytesOnce_areThrownAwayAndFetchedAgain() async throws {
        let (feed, big) = try await feedWithAnUpdate()
        await server.injectFault(.wrongBytes, path: feed.filePath(big))
        try await feed.updater().checkNow()
        XCTAssertEqual(try feed.currentVersion(), "1.1.0")
        let requests = await server.requests(to: feed.filePath(big))
        XCTAssertEqual(requests.count, 2)
        XCTAssertNil(requests[1].headers["range"], "wrong bytes are never resumed from")
        try feed.store.verifyFiles(of: try XCTUnwrap(feed.store.current()))
    }

    func test_wrongBytesEveryTime_areRefused_neverInstalled_andNothingIsKept() async throws {
        let (feed, big) = try await feedWithAnUpdate()
        await server.injectFault(.wrongBytes, path: feed.filePath(big), times: 10)
        await assertRefused("file_hash_mismatch") { try await feed.updater().checkNow() }
        try assertUntouched(feed)
        let updates = feed.store.root.appendingPathComponent("updates/files")
        XCTAssertFalse(FileManager.default.fileExists(atPath: updates.appendingPathComponent(big.sha256).path))
    }

    func test_aFileOfAnotherVersionUnderThisVersionsHash_isRefusedAsFileHashMismatch() async throws {
        let (feed, big) = try await feedWithAnUpdate()
        // The mirror serves 1.0.0's index.html bytes where 1.1.0's big.bin belongs.
        let old = try XCTUnwrap(feed.store.current()).manifest.files.first { $0.path == "index.html" }!
        let files = feed.folder.appendingPathComponent("targets/files")
        try FileManager.default.removeItem(at: files.appendingPathComponent("\(big.sha256).\(big.sha256)"))
        try FileManager.default.copyItem(at: files.appendingPathComponent("\(old.sha256).\(old.sha256)"),
                                         to: files.appendingPathComponent("\(big.sha256).\(big.sha256)"))
        await assertRefused("file_hash_mismatch") { try await feed.updater().checkNow() }
        try assertUntouched(feed)
    }

    func test_aManifestOfAnotherVersion_isRefusedAsMixedVersions() async throws {
        let (feed, _) = try await feedWithAnUpdate()
        // The mirror serves 1.0.0's manifest bytes where 1.1.0's belong: the hash in the targets metadata refuses them.
        try Data(contentsOf: try feed.manifestFile("1.0.0")).write(to: try feed.manifestFile("1.1.0"))
        await assertRefused("feed_length_mismatch") { try await feed.updater().checkNow() }
        try assertUntouched(feed)
        let fileRequests = await server.requests.filter { $0.path.hasPrefix("/feed/targets/files/") }
        XCTAssertEqual(fileRequests.count, 0, "nothing of a mixed version is downloaded")
    }
}
