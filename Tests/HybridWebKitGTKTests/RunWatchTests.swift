import Foundation
import HybridTesting
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
        // Started by hand, its output in a file read while it runs: the change is made once it watches.
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("hybrid-watch-\(UUID().uuidString).out")
        defer { try? FileManager.default.removeItem(at: output) }
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = Process()
        process.executableURL = try HybridProcess.executable()
        // It ends by itself: a process started by `swift test` has SIGTERM blocked.
        process.arguments = ["run", folder.path, "--watch", "--duration", "6", "--json"]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { process.waitUntilExit() }
        let text: @Sendable () -> String = { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }
        try await eventually("the run watches", limit: .seconds(15)) { text().contains(#""type":"watch""#) && text().contains("version 1") }
        try Data(Self.page(2, writtenAt: Date().timeIntervalSince1970 * 1000).utf8).write(to: index)
        try await eventually("the new version ran", limit: .seconds(5)) { text().contains("version 2 after ") }
        let lines = text().split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        let changed = try XCTUnwrap(lines.first { $0["type"] as? String == "changed" }, text())
        XCTAssertEqual(changed["files"] as? [String], ["index.html"])
        let consoleLines = lines.filter { $0["type"] as? String == "console" }.compactMap { $0["text"] as? String }
        let second = try XCTUnwrap(consoleLines.first { $0.hasPrefix("version 2 after ") }, text())
        let delay = try XCTUnwrap(Int(second.dropFirst("version 2 after ".count).dropLast(" ms".count)))
        XCTAssertLessThan(delay, 1000, "the new version ran \(delay) ms after the file changed")
    }

    func test_watchingAURL_isRefusedAtOnce() throws {
        let run = try HybridProcess.run(["run", "http://127.0.0.1:9/", "--watch"], limit: 10)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("--watch watches a folder the run serves"), run.stderr)
    }
}
