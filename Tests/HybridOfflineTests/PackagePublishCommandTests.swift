import Foundation
@testable import HybridOffline
import XCTest

/// `hybrid package publish` writes a feed, stores an unchanged file once and raises the channel serial.
final class PackagePublishCommandTests: XCTestCase {
    private struct Line: Decodable {
        var ok: Bool
        var code: String?
        var serial: Int?
        var files_written: Int?
        var files_reused: Int?
    }

    func testPublishingASecondVersionWritesOnlyItsChangedFileAndRaisesTheSerial() throws {
        let built = FileManager.default.isExecutableFile(atPath: HybridCLI.executable.path)
        XCTAssertTrue(built, "\(HybridCLI.executable.path) is missing: swift build --build-tests builds it")
        guard built else { return }
        let keyFile = TestPackages.temporaryFolder("key").appendingPathComponent("key")
        try Data(TestPackages.key.fileText.utf8).write(to: keyFile)
        let feed = TestPackages.temporaryFolder("feed")
        let site = TestPackages.temporaryFolder("site")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("css"), withIntermediateDirectories: true)
        try Data("body {}".utf8).write(to: site.appendingPathComponent("css/app.css"))
        func publish(_ version: String) throws -> Line {
            try Data("<title>\(version)</title>".utf8).write(to: site.appendingPathComponent("index.html"))
            let output = try HybridCLI.run(["package", "publish", site.path, "--version", version, "--channel", "stable",
                                            "--key", keyFile.path, "--feed", feed.path])
            return try JSONDecoder().decode(Line.self, from: Data(output.utf8))
        }
        let first = try publish("1.0.0")
        XCTAssertEqual(first.ok, true)
        XCTAssertEqual(first.files_written, 2)
        XCTAssertEqual(first.serial, 1)
        let second = try publish("1.0.1")
        XCTAssertEqual(second.files_written, 1)
        XCTAssertEqual(second.files_reused, 1)
        XCTAssertEqual(second.serial, 2)
        let refused = try publish("not a version")
        XCTAssertEqual(refused.ok, false)
        XCTAssertNotNil(refused.code)
        let channel = try JSONDecoder().decode(ChannelDocument.self,
                                               from: Data(contentsOf: feed.appendingPathComponent("channels/stable.json")))
        XCTAssertEqual(channel.version, "1.0.1")
    }
}
