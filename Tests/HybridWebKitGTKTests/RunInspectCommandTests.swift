import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest

/// `hybrid run --inspect`: the printed address answers with WebKit's list of inspectable pages.
final class RunInspectCommandTests: XCTestCase {
    func test_runInspect_printsAnAddress_whoseInspectorListsThePage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hybrid-inspect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<title>Inspect me</title>".utf8).write(to: folder.appendingPathComponent("index.html"))
        let process = Process()
        process.executableURL = try HybridProcess.executable()
        process.arguments = ["run", folder.path, "--inspect", "--duration", "20", "--json"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() }; process.waitUntilExit() }
        // The run prints the address before it loads the page: read lines until it comes.
        var text = "", address: String?
        while address == nil, process.isRunning {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            text += String(decoding: chunk, as: UTF8.self)
            address = text.split(separator: "\n")
                .compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
                .first { $0["type"] as? String == "inspect" }?["url"] as? String
        }
        let url = try XCTUnwrap(address.flatMap(URL.init(string:)), text)
        var listed = ""
        for _ in 0..<100 where !listed.contains("Inspect me") {
            listed = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            if !listed.contains("Inspect me") { Thread.sleep(forTimeInterval: 0.1) }  // the page loads after the address is printed
        }
        XCTAssertTrue(listed.contains("Inspectable targets"), listed)
        XCTAssertTrue(listed.contains("Inspect me"), "the page is listed: \(listed)")
    }
}
