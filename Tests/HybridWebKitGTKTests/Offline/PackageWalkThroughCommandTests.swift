import Foundation
import HybridTestServer
import XCTest

/// The live-updates article's walk-through (HybridOffline.docc/UpdatingOnTheDevice.md), from the command line only, against a
/// feed on the loopback server: publish, update, serve (the page boots and the
/// version is confirmed), publish a version with one file changed, update (only
/// that file is fetched), roll back, serve again.
final class PackageWalkThroughCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hybrid-walk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("dist"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Runs `hybrid package …` off the main thread (the feed's server answers meanwhile) and returns its last JSON object.
    private func package(_ arguments: [String]) async throws -> [String: Any] {
        let run = try await Task.detached { try HybridProcess.run(["package"] + arguments, limit: 60) }.value
        return try XCTUnwrap(run.jsonLines.last, "\(arguments): \(run.stdout) \(run.stderr)")
    }

    /// A site whose entry page confirms its boot, as the offline-packages article tells H5 developers to.
    private func writeSite(script: String) throws {
        let page = """
            <title>Shop</title><script src="app.js"></script>
            <script>hybrid.ready.then(() => hybrid.call('offline.booted', { url: location.href }));</script>
            """
        try Data(page.utf8).write(to: folder.appendingPathComponent("dist/index.html"))
        try Data(script.utf8).write(to: folder.appendingPathComponent("dist/app.js"))
        for index in 0..<5 {
            try Data("/* part \(index) */".utf8).write(to: folder.appendingPathComponent("dist/part\(index).js"))
        }
    }

    func test_readmeWalkThrough_publishUpdateServeRollBack_fromTheCommandLine() async throws {
        let server = try await TestServer.start()
        await server.serveFeed(folder: folder.appendingPathComponent("feed"), at: "/feed/")
        for role in ["root", "targets", "snapshot", "timestamp"] {
            let key = path("\(role).key")
            let keygen = try await Task.detached { try HybridProcess.run(["package", "keygen", key]) }.value
            XCTAssertEqual(keygen.status, 0)
        }
        let root = try await package(["root", "init", "--root-key", path("root.key"), "--targets-key", path("targets.key.pub"),
                                      "--snapshot-key", path("snapshot.key.pub"), "--timestamp-key", path("timestamp.key.pub"),
                                      "--out", path("1.root.json")])
        XCTAssertEqual(root["version"] as? Int, 1, "\(root)")
        let publish = ["--channel", "stable", "--targets-key", path("targets.key"), "--snapshot-key", path("snapshot.key"),
                       "--timestamp-key", path("timestamp.key"), "--root", path("1.root.json"), "--feed", path("feed")]
        let store = ["--store", path("store"), "--root", path("1.root.json")]
        let update = ["update", "--feed", server.url("/feed/").absoluteString, "--channel", "stable"] + store

        try writeSite(script: "window.build = 1;")
        let published = try await package(["publish", path("dist"), "--version", "1.0.0"] + publish)
        XCTAssertEqual(published["ok"] as? Bool, true)
        let first = try await package(update)
        XCTAssertEqual((first["result"] as? [String: Any])?["version"] as? String, "1.0.0", "\(first)")
        let installed = try await package(["status"] + store)
        XCTAssertEqual(installed["confirmed"] as? Bool, false, "an update installs a version unconfirmed: \(installed)")
        let served = try await package(["serve", "--json", "--boot-deadline", "20"] + store)
        XCTAssertEqual(served["outcome"] as? String, "confirmed", "\(served)")
        let confirmed = try await package(["status"] + store)
        XCTAssertEqual(confirmed["confirmed"] as? Bool, true, "serve confirmed the version that booted: \(confirmed)")

        try writeSite(script: "window.build = 2;")
        let republished = try await package(["publish", path("dist"), "--version", "1.1.0"] + publish)
        XCTAssertEqual(republished["ok"] as? Bool, true)
        let second = try await package(update)
        let result = try XCTUnwrap(second["result"] as? [String: Any], "\(second)")
        XCTAssertEqual(result["version"] as? String, "1.1.0")
        XCTAssertEqual(result["files"] as? Int, 1, "only app.js changed: \(result)")
        let status = try await package(["status"] + store)
        XCTAssertEqual(status["version"] as? String, "1.1.0")
        XCTAssertEqual((status["previous"] as? String)?.hasPrefix("1.0.0"), true, "\(status)")

        let rolledBack = try await package(["rollback"] + store)
        XCTAssertEqual(rolledBack["version"] as? String, "1.0.0", "\(rolledBack)")
        let again = try await package(["serve", "--json", "--boot-deadline", "20"] + store)
        XCTAssertEqual(again["version"] as? String, "1.0.0", "\(again)")
        XCTAssertEqual(again["outcome"] as? String, "already_confirmed", "\(again)")
        await server.stop()
    }
}
