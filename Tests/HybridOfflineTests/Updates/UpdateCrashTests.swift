import Foundation
import HybridOffline
import HybridTestServer
import XCTest

/// `kill -9` in the middle of a download (`hybrid package update`, a separate
/// process): the installed version stays whole and current, and the next run
/// resumes the file from the bytes the dead one kept.
final class UpdateCrashTests: XCTestCase {
    func test_killedMidDownload_leavesTheInstalledVersionWhole_andTheNextRunResumes() async throws {
        let built = FileManager.default.isExecutableFile(atPath: HybridCLI.executable.path)
        XCTAssertTrue(built, "\(HybridCLI.executable.path) is missing: swift build --build-tests builds it")
        guard built else { return }
        let server = try await TestServer.start()
        let feed = try await TestFeed.start(server)
        try await feed.installFirstVersion()
        let next = try feed.publish("1.1.0", site: TestFeed.site("1.1.0", large: 1_000_000))
        let big = try XCTUnwrap(next.manifest.files.first { $0.path == "big.bin" })
        // Slow enough that the process is still downloading when it is killed.
        await server.injectFault(.slowBody(chunkBytes: 100_000, chunkDelay: .milliseconds(200)), path: feed.filePath(big))
        let rootFile = TestPackages.temporaryFolder("root").appendingPathComponent("1.root.json")
        try feed.ring.root.write(to: rootFile)
        let arguments = ["package", "update", "--feed", feed.url.absoluteString, "--channel", "stable", "--store", feed.store.root.path,
                         "--root", rootFile.path]
        let killed = try await Task.detached {
            try HybridCLI.killWhenItPrints("downloaded-at-least 300000", arguments + ["--announce-at-bytes", "300000"])
        }.value
        XCTAssertTrue(killed, "the update was not killed mid-download")
        XCTAssertEqual(try feed.currentVersion(), "1.0.0")
        XCTAssertEqual(try feed.store.pointer()?.confirmed, true)
        try feed.store.verifyFiles(of: try XCTUnwrap(feed.store.current()))
        let partial = feed.store.root.appendingPathComponent("updates/files/\(big.sha256).partial")
        let kept = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: partial.path)[.size] as? Int)
        XCTAssertGreaterThanOrEqual(kept, 300_000)

        await server.clearRequests()
        let output = try await Task.detached { try HybridCLI.run(arguments) }.value
        XCTAssertTrue(output.contains("\"status\":\"installed\""), output)
        XCTAssertEqual(try feed.currentVersion(), "1.1.0")
        try feed.store.verifyFiles(of: try XCTUnwrap(feed.store.current()))
        let resumed = await server.requests(to: feed.filePath(big))
        XCTAssertEqual(resumed.map { $0.headers["range"] }, ["bytes=\(kept)-"])
        XCTAssertEqual(resumed.first?.bodyBytes, big.size - kept, "only the missing bytes were fetched")
        await server.stop()
    }
}
