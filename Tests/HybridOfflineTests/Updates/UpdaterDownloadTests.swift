import Foundation
import HybridOffline
import HybridTestServer
import XCTest

/// What an update downloads: everything the first time, only what changed after,
/// and after a cut only the bytes that did not arrive.
final class UpdaterDownloadTests: XCTestCase {
    private var server: TestServer!

    override func setUp() async throws { server = try await TestServer.start() }
    override func tearDown() async throws { await server.stop() }

    func test_firstInstall_downloadsEveryFile_andAnUnchangedCheckCostsTheNextRootsProbeAndOne304() async throws {
        let feed = try await TestFeed.start(server)
        let published = try feed.publish("1.0.0", site: TestFeed.site("1.0.0", count: 20, changed: 20))
        let updater = try feed.updater()
        let result = try await updater.checkNow()
        let total = published.manifest.files.reduce(0) { $0 + $1.size }
        XCTAssertEqual(result, .available(version: "1.0.0", files: 20, bytes: Int64(total)))
        XCTAssertEqual(try feed.currentVersion(), "1.0.0")
        let sent = await feed.fileBytesSent()
        XCTAssertEqual(sent, total)
        try feed.store.verifyFiles(of: try XCTUnwrap(feed.store.current()))

        await server.clearRequests()
        let again = try await updater.checkNow()
        XCTAssertEqual(again, .upToDate(version: "1.0.0"))
        let requests = await server.requests
        XCTAssertEqual(requests.map(\.path), ["/feed/metadata/2.root.json", "/feed/metadata/timestamp.json"])
        XCTAssertEqual(requests.map(\.status), [404, 304])
        XCTAssertNotNil(requests.last?.headers["if-none-match"])
        XCTAssertEqual(requests.last?.bodyBytes, 0)
    }

    func test_oneChangedFileOf200_downloadsOnlyThatFile() async throws {
        let feed = try await TestFeed.start(server)
        try feed.publish("1.0.0", site: TestFeed.site("1.0.0", count: 200, changed: 1))
        let updater = try feed.updater()
        try await updater.checkNow()
        try feed.store.confirmCurrent()
        await server.clearRequests()
        let second = try feed.publish("1.1.0", site: TestFeed.site("1.1.0", count: 200, changed: 1))
        let result = try await updater.checkNow()
        let changed = try XCTUnwrap(second.manifest.files.first { $0.path == "index.html" })
        XCTAssertEqual(result, .available(version: "1.1.0", files: 1, bytes: Int64(changed.size)))
        let files = await server.requests.filter { $0.path.hasPrefix("/feed/targets/files/") }
        XCTAssertEqual(files.map(\.path), [feed.filePath(changed)])
        XCTAssertEqual(try feed.currentVersion(), "1.1.0")
        let current = try XCTUnwrap(feed.store.current())
        try feed.store.verifyFiles(of: current)
        XCTAssertEqual(current.manifest.files.count, 200)
        XCTAssertEqual(try feed.store.pointer()?.confirmed, false, "a new version boots unconfirmed")
    }

    func test_aConnectionCutHalfwayThroughALargeFile_resumesWithRange_andFetchesOnlyTheRest() async throws {
        let feed = try await TestFeed.start(server)
        let published = try feed.publish("1.0.0", site: TestFeed.site("1.0.0", large: 1_000_000))
        let big = try XCTUnwrap(published.manifest.files.first { $0.path == "big.bin" })
        await server.injectFault(.cutAfter(bytes: 500_000), path: feed.filePath(big))
        try await feed.updater().checkNow()
        XCTAssertEqual(try feed.currentVersion(), "1.0.0")
        let requests = await server.requests(to: feed.filePath(big))
        XCTAssertEqual(requests.count, 2)
        XCTAssertNil(requests[0].headers["range"])
        XCTAssertEqual(requests[1].headers["range"], "bytes=500000-")
        XCTAssertEqual(requests[1].status, 206)
        XCTAssertEqual(requests.reduce(0) { $0 + ($1.bodyBytes ?? 0) }, big.size, "no byte was fetched twice")
        try feed.store.verifyFiles(of: try XCTUnwrap(feed.store.current()))
    }

    func test_aServerIgnoringRange_startsTheFileAgainCleanly() async throws {
        let feed = try await TestFeed.start(server)
        let published = try feed.publish("1.0.0", site: TestFeed.site("1.0.0", large: 400_000))
        let big = try XCTUnwrap(published.manifest.files.first { $0.path == "big.bin" })
        await server.injectFault(.cutAfter(bytes: 150_000), path: feed.filePath(big))
        await server.injectFault(.ignoreRange, path: feed.filePath(big))
        try await feed.updater().checkNow()
        let requests = await server.requests(to: feed.filePath(big))
        XCTAssertEqual(requests.map(\.status), [200, 200])
        XCTAssertEqual(requests[1].headers["range"], "bytes=150000-")
        try feed.store.verifyFiles(of: try XCTUnwrap(feed.store.current()))
    }

    /// Six files that each take 300 ms to arrive, two at a time, take at least three rounds.
    func test_downloadsRunAtMostTheBoundAtOnce() async throws {
        let feed = try await TestFeed.start(server)
        let published = try feed.publish("1.0.0", site: TestFeed.site("1.0.0", count: 6, changed: 6))
        for file in published.manifest.files {
            await server.injectFault(.slowBody(chunkBytes: 64 * 1024, chunkDelay: .milliseconds(300)), path: feed.filePath(file))
        }
        let policy = UpdatePolicy(install: .now, maximumConcurrentDownloads: 2, retry: TestFeed.fastRetry)
        let started = ContinuousClock.now
        try await feed.updater(policy).checkNow()
        XCTAssertGreaterThanOrEqual(ContinuousClock.now - started, .milliseconds(900))
        XCTAssertEqual(try feed.currentVersion(), "1.0.0")
    }

    func test_progressReportsBytesDoneAndTotal_endingAtTheTotal() async throws {
        let feed = try await TestFeed.start(server)
        try feed.publish("1.0.0", site: TestFeed.site("1.0.0", count: 5, changed: 5, large: 300_000))
        let updater = try feed.updater()
        let collector = Task { () -> [PackageUpdateEvent] in
            var seen: [PackageUpdateEvent] = []
            for await event in updater.events {
                seen.append(event)
                if case .installed = event { break }
            }
            return seen
        }
        try await updater.checkNow()
        let events = await collector.value
        let progress = events.compactMap { if case .progress(let value) = $0 { value } else { nil } }
        let last = try XCTUnwrap(progress.last)
        XCTAssertEqual(last.bytesDone, last.bytesTotal)
        XCTAssertEqual(last.filesDone, 6)
        XCTAssertGreaterThan(progress.count, 2)
        XCTAssertEqual(events.compactMap(\.bridgeEventName), ["package.updateAvailable", "package.downloaded"])
        guard case .updateAvailable(let version, let bytes) = events.first else { return XCTFail("\(events.first as Any)") }
        XCTAssertEqual(version, "1.0.0")
        XCTAssertEqual(bytes, last.bytesTotal)
    }
}
