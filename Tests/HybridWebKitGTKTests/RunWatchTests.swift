import Foundation
import XCTest

/// `hybrid run DIR --watch`: a file changed under the folder reloads the page,
/// and the new version runs within a second of the change.
final class RunWatchTests: XCTestCase {
    private static func page(_ version: Int, writtenAt: Double) -> String {
        "<title>v\(version)</title><script>console.log('version \(version) after ' + (Date.now() - \(Int(writtenAt))) + ' ms');</script>"
    }

    func test_aChangedFile_reloadsThePage_andTheNewVersionRunsWithinASecond() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hybrid-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = folder.appendingPathComponent("index.html")
        try Data(Self.page(1, writtenAt: Date().timeIntervalSince1970 * 1000).utf8).write(to: index)
        let path = folder.path
        let running = Task.detached { try HybridProcess.run(["run", path, "--watch", "--duration", "4", "--json"]) }
        try await Task.sleep(for: .seconds(2))  // the first version is shown by now
        try Data(Self.page(2, writtenAt: Date().timeIntervalSince1970 * 1000).utf8).write(to: index)
        let run = try await running.value
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let changed = try XCTUnwrap(run.jsonLines.first { $0["type"] as? String == "changed" }, run.stdout)
        XCTAssertEqual(changed["files"] as? [String], ["index.html"])
        let lines = run.jsonLines.filter { $0["type"] as? String == "console" }.compactMap { $0["text"] as? String }
        let second = try XCTUnwrap(lines.first { $0.hasPrefix("version 2 after ") }, run.stdout)
        let delay = try XCTUnwrap(Int(second.dropFirst("version 2 after ".count).dropLast(" ms".count)))
        XCTAssertLessThan(delay, 1000, "the new version ran \(delay) ms after the file changed")
    }

    func test_watchingAURL_isRefusedAtOnce() throws {
        let run = try HybridProcess.run(["run", "http://127.0.0.1:9/", "--watch"], limit: 10)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("--watch watches a folder the run serves"), run.stderr)
    }
}
