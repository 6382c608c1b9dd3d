import Foundation
import HybridOffline
import HybridTestServer
import HybridTesting
import XCTest

/// When the app's policy checks and installs, and how an update is cancelled.
final class UpdaterPolicyTests: XCTestCase {
    private var server: TestServer!

    override func setUp() async throws { server = try await TestServer.start() }
    override func tearDown() async throws { await server.stop() }

    func test_installAtNextLaunch_keepsTheVersionReadyUntilTheNextLaunch() async throws {
        let feed = try await TestFeed.start(server)
        try feed.publish("1.0.0")
        let policy = UpdatePolicy(checkAt: [.launch], install: .nextLaunch, retry: TestFeed.fastRetry)
        let first = try await feed.updater(policy).appDidLaunch()
        XCTAssertEqual(first, .available(version: "1.0.0", files: 3, bytes: first.flatMap { if case .available(_, _, let bytes) = $0 { bytes } else { nil } } ?? -1))
        XCTAssertNil(try feed.currentVersion(), "downloaded, not installed, while this launch runs")
        await server.clearRequests()
        let second = try feed.updater(policy)
        let afterRelaunch = try await second.appDidLaunch()
        XCTAssertEqual(try feed.currentVersion(), "1.0.0")
        XCTAssertEqual(afterRelaunch, .upToDate(version: "1.0.0"))
        let fileRequests = await server.requests.filter { $0.path.hasPrefix("/feed/files/") }
        XCTAssertEqual(fileRequests.count, 0, "nothing downloaded twice")
    }

    func test_installWhenHidden_waitsForTheContainerToBeHidden_andForegroundChecksOnlyWhenAsked() async throws {
        let feed = try await TestFeed.start(server)
        try feed.publish("1.0.0")
        let quiet = try feed.updater(UpdatePolicy(checkAt: [], install: .whenHidden, retry: TestFeed.fastRetry))
        let launched = try await quiet.appDidLaunch()
        let foreground = try await quiet.appWillEnterForeground()
        XCTAssertNil(launched)
        XCTAssertNil(foreground)
        let requests = await server.requests
        XCTAssertEqual(requests.count, 0, "a policy that checks at no moment sends nothing by itself")
        let updater = try feed.updater(UpdatePolicy(checkAt: [.foreground], install: .whenHidden, retry: TestFeed.fastRetry))
        _ = try await updater.appWillEnterForeground()
        XCTAssertNil(try feed.currentVersion())
        let installed = try await updater.containerDidHide()
        XCTAssertEqual(installed, "1.0.0")
        XCTAssertEqual(try feed.currentVersion(), "1.0.0")
        let again = try await updater.containerDidHide()
        XCTAssertNil(again)
    }

    func test_cancel_stopsTheDownload_installsNothing_andTheNextRunResumes() async throws {
        let feed = try await TestFeed.start(server)
        let published = try feed.publish("1.0.0", site: TestFeed.site("1.0.0", large: 600_000))
        let big = try XCTUnwrap(published.manifest.files.first { $0.path == "big.bin" })
        await server.injectFault(.slowBody(chunkBytes: 100_000, chunkDelay: .milliseconds(150)), path: feed.filePath(big))
        let updater = try feed.updater()
        let progress = Task {
            for await event in updater.events {
                if case .progress(let value) = event, value.bytesDone >= 200_000 { await updater.cancel(); return }
            }
        }
        do {
            try await updater.checkNow()
            XCTFail("the update was not cancelled")
        } catch {
            XCTAssertEqual((error as? PackageUpdateError)?.code, "update_cancelled", "\(error)")
        }
        await progress.value
        XCTAssertNil(try feed.currentVersion())
        let partial = feed.store.root.appendingPathComponent("updates/files/\(big.sha256).partial")
        let kept = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: partial.path)[.size] as? Int)
        XCTAssertGreaterThanOrEqual(kept, 200_000)
        try await feed.updater().checkNow()
        XCTAssertEqual(try feed.currentVersion(), "1.0.0")
        let resumed = await server.requests(to: feed.filePath(big)).last?.headers["range"]
        XCTAssertEqual(resumed, "bytes=\(kept)-")
    }

    func test_taskCancellation_cancelsTheUpdate() async throws {
        let feed = try await TestFeed.start(server)
        let published = try feed.publish("1.0.0", site: TestFeed.site("1.0.0", large: 300_000))
        let big = try XCTUnwrap(published.manifest.files.first { $0.path == "big.bin" })
        await server.injectFault(.slowBody(chunkBytes: 10_000, chunkDelay: .milliseconds(200)), path: feed.filePath(big))
        let updater = try feed.updater()
        let task = Task { try await updater.checkNow() }
        let server = self.server!, bigFile = feed.filePath(big)
        try await eventually("the slow file's download began") { await !server.requests(to: bigFile).isEmpty }
        task.cancel()
        let result = await task.result
        XCTAssertEqual((result.failureValue as? PackageUpdateError)?.code, "update_cancelled")
        XCTAssertNil(try feed.currentVersion())
    }

    func test_aRollbackReachesTheEvents_asPackageRolledBack() async throws {
        let feed = try await TestFeed.start(server)
        let updater = try feed.updater()
        try await updater.didOpen(.rolledBack(failed: "1.1.0", to: "1.0.0", reason: .missedDeadline))
        var iterator = updater.events.makeAsyncIterator()
        let event = await iterator.next()
        XCTAssertEqual(event?.bridgeEventName, "package.rolledBack")
        XCTAssertEqual(event?.bridgePayload["failed"], "1.1.0")
        XCTAssertEqual(event?.bridgePayload["reason"], "missed_deadline")
        try feed.publish("1.1.0")
        let result = try await feed.updater().checkNow()
        XCTAssertEqual(result, .rolledBackBefore(version: "1.1.0"))
        XCTAssertNil(try feed.currentVersion())
    }
}

extension UpdaterPolicyTests {
    func test_aFeedThatIsNotHTTP_isRefusedWithItsCode() throws {
        for address in ["file:///tmp/feed/", "ftp://cdn.example.com/feed/", "feed/"] {
            XCTAssertThrowsError(try PackageUpdater(store: TestPackages.store(), feed: URL(string: address)!, channel: "stable",
                                                    deviceID: "d", appVersion: "1.0.0")) {
                XCTAssertEqual(($0 as? PackageUpdateError)?.code, "invalid_feed_url", address)
            }
        }
    }

    func test_aDownloadedFileDamagedBeforeItsInstall_isRefused_andFetchedAgainNextTime() async throws {
        let feed = try await TestFeed.start(server)
        let published = try feed.publish("1.0.0")
        let policy = UpdatePolicy(checkAt: [], install: .whenHidden, retry: TestFeed.fastRetry)
        let updater = try feed.updater(policy)
        try await updater.checkNow()
        let index = try XCTUnwrap(published.manifest.files.first { $0.path == "index.html" })
        try Data("damaged".utf8).write(to: feed.store.root.appendingPathComponent("updates/files/\(index.sha256)"))
        do {
            try await updater.containerDidHide()
            XCTFail("a damaged file was installed")
        } catch {
            XCTAssertEqual((error as? OfflinePackageError)?.code, "hash_mismatch", "\(error)")
        }
        XCTAssertNil(try feed.currentVersion())
        try await updater.checkNow()
        try await updater.containerDidHide()
        XCTAssertEqual(try feed.currentVersion(), "1.0.0")
        try feed.store.verifyFiles(of: try XCTUnwrap(feed.store.current()))
    }
}

private extension Result {
    var failureValue: Failure? { if case .failure(let error) = self { error } else { nil } }
}
