import Foundation
import XCTest

/// The store's loop from the command line: install, confirm, install over it,
/// roll back; and a feed that refuses to go backwards unless told.
final class PackageLoopCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hybrid-loop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("site"), withIntermediateDirectories: true)
        XCTAssertEqual(try hybrid(["package", "keygen", path("key")]).status, 0)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func hybrid(_ arguments: [String]) throws -> HybridProcess.Outcome { try HybridProcess.run(arguments, limit: 30) }

    /// Runs a package command and returns its one JSON object.
    private func package(_ arguments: [String]) throws -> [String: Any] {
        let run = try hybrid(["package"] + arguments)
        return try XCTUnwrap(run.jsonLines.first, "\(arguments): \(run.stdout) \(run.stderr)")
    }

    private func create(_ version: String) throws -> String {
        try Data("<title>\(version)</title>".utf8).write(to: folder.appendingPathComponent("site/index.html"))
        let zip = path("v\(version).zip")
        XCTAssertEqual(try package(["create", path("site"), "--version", version, "--private-key", path("key"), "--output", zip])["ok"] as? Bool, true)
        return zip
    }

    func test_installConfirmInstallRollBack_fromTheCommandLine() throws {
        let store = ["--store", path("store"), "--public-key", path("key.pub")]
        _ = try package(["install", try create("1.0.0")] + store)
        XCTAssertEqual(try package(["rollback"] + store)["code"] as? String, "nothing_to_roll_back")
        XCTAssertEqual(try package(["confirm"] + store)["confirmed"] as? Bool, true)
        _ = try package(["install", try create("1.1.0")] + store)
        let status = try package(["status"] + store)
        XCTAssertEqual(status["version"] as? String, "1.1.0")
        XCTAssertEqual(status["confirmed"] as? Bool, false)
        XCTAssertEqual((status["previous"] as? String)?.hasPrefix("1.0.0"), true)
        let rolledBack = try package(["rollback"] + store)
        XCTAssertEqual(rolledBack["version"] as? String, "1.0.0")
        XCTAssertEqual(rolledBack["rolledBackFrom"] as? String, "1.1.0")
        XCTAssertEqual(try package(["status"] + store)["version"] as? String, "1.0.0")
    }

    func test_publish_refusesAVersionBelowTheChannels_unlessAllowed() throws {
        try Data("<title>x</title>".utf8).write(to: folder.appendingPathComponent("site/index.html"))
        for role in ["targets", "snapshot", "timestamp"] { XCTAssertEqual(try hybrid(["package", "keygen", path(role)]).status, 0) }
        _ = try package(["root", "init", "--root-key", path("key"), "--targets-key", path("targets.pub"), "--snapshot-key", path("snapshot.pub"),
                         "--timestamp-key", path("timestamp.pub"), "--out", path("1.root.json")])
        let publish = { (version: String, extra: [String]) in
            try self.package(["publish", self.path("site"), "--version", version, "--channel", "stable", "--root", self.path("1.root.json"),
                              "--targets-key", self.path("targets"), "--snapshot-key", self.path("snapshot"),
                              "--timestamp-key", self.path("timestamp"), "--feed", self.path("feed")] + extra)
        }
        XCTAssertEqual(try publish("2.2.0", [])["ok"] as? Bool, true)
        let refused = try publish("2.1.0", [])
        XCTAssertEqual(refused["code"] as? String, "version_downgrade")
        XCTAssertTrue((refused["message"] as? String)?.contains("pass --allow-downgrade") == true, "\(refused)")
        XCTAssertEqual(try publish("2.1.0", ["--allow-downgrade"])["ok"] as? Bool, true)
    }
}
