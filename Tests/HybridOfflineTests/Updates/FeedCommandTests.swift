import Foundation
import HybridOffline
import HybridTestServer
import XCTest

/// The feed from outside, as a publisher and a device run it: `hybrid package root init`,
/// `publish`, `root rotate`/`sign`, `timestamp` and `update`, each a separate process.
final class FeedCommandTests: HybridCLITestCase {
    private func keygen(_ names: String...) throws {
        for name in names { _ = try HybridCLI.run(["package", "keygen", path(name)]) }
    }

    private func site(_ version: String) throws -> String {
        let folder = work.appendingPathComponent("site-\(version)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("css"), withIntermediateDirectories: true)
        try Data("body {}".utf8).write(to: folder.appendingPathComponent("css/app.css"))
        try Data("<title>\(version)</title>".utf8).write(to: folder.appendingPathComponent("index.html"))
        return folder.path
    }

    private func publish(_ version: String, targets: String = "targets.key", snapshot: String = "snapshot.key",
                         timestamp: String = "timestamp.key", roots: [String] = []) throws -> [String: Any] {
        try json(["package", "publish", try site(version), "--version", version, "--channel", "stable", "--feed", path("feed"),
                  "--targets-key", path(targets), "--snapshot-key", path(snapshot), "--timestamp-key", path(timestamp)]
                 + roots.flatMap { ["--root", path($0)] })
    }

    private func update(root: String, store: String = "store", extra: [String] = []) throws -> [String: Any] {
        try json(["package", "update", "--feed", server.url("/feed/").absoluteString, "--channel", "stable",
                  "--store", path(store), "--root", path(root)] + extra)
    }

    private func rootInit(out: String) throws {
        let made = try json(["package", "root", "init", "--root-key", path("root.key"), "--targets-key", path("targets.key.pub"),
                             "--snapshot-key", path("snapshot.key.pub"), "--timestamp-key", path("timestamp.key.pub"), "--out", path(out)])
        XCTAssertEqual(made["version"] as? Int, 1)
    }

    private func requireBuilt() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: HybridCLI.executable.path),
                          "\(HybridCLI.executable.path) is missing: swift build --build-tests builds it")
    }

    func test_publish_signsEachRoleWithItsOwnKey_andASecondVersionWritesOnlyItsChangedFile() throws {
        try requireBuilt()
        try keygen("root.key", "targets.key", "snapshot.key", "timestamp.key")
        try rootInit(out: "1.root.json")
        let first = try publish("1.0.0", roots: ["1.root.json"])
        XCTAssertEqual(first["ok"] as? Bool, true, "\(first)")
        XCTAssertEqual(first["files_written"] as? Int, 2)
        XCTAssertEqual(first["roots_added"] as? [Int], [1])
        let signedBy = try XCTUnwrap(first["signed_by"] as? [String: [String]])
        XCTAssertEqual(Set(signedBy.keys), ["targets", "snapshot", "timestamp"])
        XCTAssertEqual(Set(signedBy.values.flatMap { $0 }).count, 3, "three roles, three different keys")
        let second = try publish("1.0.1")
        XCTAssertEqual(second["files_written"] as? Int, 1)
        XCTAssertEqual(second["files_reused"] as? Int, 1)
        XCTAssertEqual(second["targets_version"] as? Int, 2)
        // The root key is not a targets key: publishing with it is refused before anything is written.
        let refused = try publish("1.0.2", targets: "root.key")
        XCTAssertEqual(refused["code"] as? String, "feed_threshold_not_met", "\(refused)")
        let renewed = try json(["package", "timestamp", "--feed", path("feed"), "--timestamp-key", path("timestamp.key")])
        XCTAssertEqual(renewed["timestamp_version"] as? Int, 3)
        let refusedVersion = try publish("not a version")
        XCTAssertEqual(refusedVersion["ok"] as? Bool, false)
    }

    /// An app release shipping root 3 opens a store that followed the feed to root 2: it keeps what
    /// it holds and updates under root 3 (the old home-grown format answered bad_signature here).
    func test_aStoreOpenedByANewerShippedRoot_keepsItsVersion_andUpdatesUnderTheNewRoot() async throws {
        try requireBuilt()
        try keygen("root.key", "targets.key", "snapshot.key", "timestamp.key", "targets-2.key", "root-3.key", "timestamp-3.key")
        try rootInit(out: "1.root.json")
        await server.serveFeed(folder: work.appendingPathComponent("feed"), at: "/feed/")
        _ = try publish("1.0.0", roots: ["1.root.json"])
        XCTAssertEqual(try update(root: "1.root.json")["ok"] as? Bool, true)
        // Root 2 replaces the targets key; the store follows the feed to it.
        _ = try json(["package", "root", "rotate", "--previous", path("1.root.json"), "--root-key", path("root.key"),
                      "--targets-key", path("targets-2.key.pub"), "--out", path("2.root.json")])
        _ = try publish("2.0.0", targets: "targets-2.key", roots: ["2.root.json"])
        let followed = try update(root: "1.root.json")
        XCTAssertEqual((followed["result"] as? [String: Any])?["version"] as? String, "2.0.0", "\(followed)")
        XCTAssertEqual(followed["rootVersion"] as? Int, 2)
        // The app's next release ships root 3 (a second root key, a new timestamp key); the feed gets it with 3.0.0.
        _ = try json(["package", "root", "rotate", "--previous", path("2.root.json"), "--root-key", path("root.key"),
                      "--root-key", path("root-3.key"), "--timestamp-key", path("timestamp-3.key.pub"), "--out", path("3.root.json")])
        let status = try json(["package", "status", "--store", path("store"), "--root", path("3.root.json")])
        XCTAssertEqual(status["ok"] as? Bool, true, "\(status)")
        XCTAssertEqual(status["version"] as? String, "2.0.0")
        _ = try publish("3.0.0", targets: "targets-2.key", timestamp: "timestamp-3.key", roots: ["3.root.json"])
        let updated = try update(root: "3.root.json")
        XCTAssertEqual((updated["result"] as? [String: Any])?["version"] as? String, "3.0.0", "\(updated)")
        XCTAssertEqual(updated["rootVersion"] as? Int, 3)
    }

    /// A mirror sending timestamp.json a byte every 2 s fails the check at its deadline (60 s by
    /// default; 3 s here), with its code, instead of keeping the updater busy for good.
    func test_aTricklingFeed_failsWithinTheCheckDeadline() async throws {
        try requireBuilt()
        try keygen("root.key", "targets.key", "snapshot.key", "timestamp.key")
        try rootInit(out: "1.root.json")
        await server.serveFeed(folder: work.appendingPathComponent("feed"), at: "/feed/")
        _ = try publish("1.0.0", roots: ["1.root.json"])
        await server.injectFault(.slowBody(chunkBytes: 1, chunkDelay: .seconds(2)), path: "/feed/metadata/timestamp.json", times: 100)
        let start = ContinuousClock.now
        let refused = try update(root: "1.root.json", extra: ["--check-deadline", "3"])
        let took = ContinuousClock.now - start
        XCTAssertEqual(refused["code"] as? String, "update_deadline_exceeded", "\(refused)")
        XCTAssertLessThan(took, .seconds(20), "the deadline counts the whole check, not each idle gap")
        XCTAssertEqual(UpdatePolicy().checkDeadline, .seconds(60))
    }
}
