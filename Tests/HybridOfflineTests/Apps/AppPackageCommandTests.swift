import Foundation
import HybridOffline
import HybridTestServer
import XCTest

/// `hybrid package … --app <id>` from outside, each a separate process: one feed folder and one
/// store folder hold several apps (`FEED/<id>/`, `STORE/<id>/`), each published, updated,
/// confirmed and rolled back on its own; a widening waits for `--accept-capabilities`; an
/// invalid id is refused in a sentence before anything is written.
final class AppPackageCommandTests: HybridCLITestCase {
    private func site(_ label: String) throws -> String {
        let folder = work.appendingPathComponent("site-\(label)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("<title>\(label)</title>".utf8).write(to: folder.appendingPathComponent("index.html"))
        return folder.path
    }

    private func publish(_ app: String, _ version: String, capabilities: [String], roots: [String] = []) throws -> [String: Any] {
        try json(["package", "publish", try site("\(app)-\(version)"), "--version", version, "--channel", "stable", "--feed", path("feed"),
                  "--app", app, "--targets-key", path("targets.key"), "--snapshot-key", path("snapshot.key"),
                  "--timestamp-key", path("timestamp.key")] + capabilities.flatMap { ["--capability", $0] } + roots.flatMap { ["--root", path($0)] })
    }

    private func store(_ command: String, _ app: String, _ extra: [String] = []) throws -> [String: Any] {
        var arguments = ["package", command, "--store", path("store"), "--root", path("1.root.json"), "--app", app]
        if command == "update" { arguments += ["--feed", server.url("/feed/").absoluteString, "--channel", "stable"] }
        return try json(arguments + extra)
    }

    func test_publishAndUpdatePerAppID_intoOneFeedAndOneStoreFolder_eachAppOnItsOwn() async throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: HybridCLI.executable.path),
                          "\(HybridCLI.executable.path) is missing: swift build --build-tests builds it")
        for name in ["root.key", "targets.key", "snapshot.key", "timestamp.key"] { _ = try HybridCLI.run(["package", "keygen", path(name)]) }
        _ = try json(["package", "root", "init", "--root-key", path("root.key"), "--targets-key", path("targets.key.pub"),
                      "--snapshot-key", path("snapshot.key.pub"), "--timestamp-key", path("timestamp.key.pub"), "--out", path("1.root.json")])
        await server.serveFeed(folder: work.appendingPathComponent("feed"), at: "/feed/")

        let shop = try publish("shop", "1.0.0", capabilities: ["ui"], roots: ["1.root.json"])
        XCTAssertEqual(shop["ok"] as? Bool, true, "\(shop)")
        XCTAssertEqual(shop["app"] as? String, "shop")
        XCTAssertEqual(shop["capabilities"] as? [String], ["ui"])
        XCTAssertEqual(try publish("mail", "2.0.0", capabilities: ["ui", "share.share"], roots: ["1.root.json"])["ok"] as? Bool, true)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("feed/shop/metadata/timestamp.json")))
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("feed/mail/metadata/timestamp.json")))

        for (app, version) in [("shop", "1.0.0"), ("mail", "2.0.0")] {
            let updated = try store("update", app)
            XCTAssertEqual((updated["result"] as? [String: Any])?["version"] as? String, version, "\(updated)")
            XCTAssertEqual(try store("confirm", app)["ok"] as? Bool, true)
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("store/shop/current.json")))
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("store/mail/current.json")))

        // shop 1.1.0 asks for share.share: reported, not installed, until the device consents.
        _ = try publish("shop", "1.1.0", capabilities: ["ui", "share.share"])
        let waiting = try store("update", "shop")
        XCTAssertEqual((waiting["result"] as? [String: Any])?["status"] as? String, "needsConsent", "\(waiting)")
        XCTAssertEqual((waiting["result"] as? [String: Any])?["added"] as? [String], ["share.share"])
        XCTAssertEqual(try store("status", "shop")["version"] as? String, "1.0.0")
        let consented = try store("update", "shop", ["--accept-capabilities"])
        XCTAssertEqual((consented["result"] as? [String: Any])?["version"] as? String, "1.1.0", "\(consented)")
        // Rolled back on its own; mail's version and confirmation stay as they were.
        XCTAssertEqual(try store("rollback", "shop")["version"] as? String, "1.0.0")
        let mail = try store("status", "mail")
        XCTAssertEqual(mail["version"] as? String, "2.0.0", "\(mail)")
        XCTAssertEqual(mail["confirmed"] as? Bool, true, "\(mail)")

        // A store of one app does not take another's package (a feed copied under the wrong id).
        try FileManager.default.copyItem(atPath: path("feed/mail"), toPath: path("feed/games"))
        let mismatch = try store("update", "games")
        XCTAssertEqual(mismatch["code"] as? String, "app_mismatch", "\(mismatch)")

        for bad in ["..", "Shop", "%2e", "a.b"] {
            let refused = try publish(bad, "1.0.0", capabilities: [])
            XCTAssertEqual(refused["code"] as? String, "invalid_app_id", "\(bad): \(refused)")
            XCTAssertTrue((refused["message"] as? String)?.contains("is not an app id") == true, "\(refused)")
            let refusedStore = try store("status", bad)
            XCTAssertEqual(refusedStore["code"] as? String, "invalid_app_id", "\(bad): \(refusedStore)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("feed/Shop")))
    }
}
