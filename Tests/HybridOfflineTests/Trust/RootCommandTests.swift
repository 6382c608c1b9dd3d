import Foundation
@testable import HybridOffline
import HybridTestServer
import Testing

/// `hybrid package root init → rotate → sign → publish --key A --key B → update`, every step a real
/// process, as a publisher and a device run them: the device walks to the new root and installs.
@Suite(.serialized) struct RootCommandTests {
    /// One JSON line a command printed.
    func json(_ arguments: [String]) async throws -> [String: Any] {
        let output = try await TestRoots.blocking { try HybridCLI.run(arguments) }
        let line = output.split(separator: "\n").last.map(String.init) ?? ""
        return try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(arguments): \(output)")
    }

    @Test func rootInitRotateSign_thenPublishWithTwoKeys_updatesADeviceThatShipsTheFirstRoot() async throws {
        #expect(FileManager.default.isExecutableFile(atPath: HybridCLI.executable.path), "swift build --build-tests builds hybrid")
        let server = try await TestServer.start()
        defer { Task { await server.stop() } }
        let work = TestPackages.temporaryFolder("root-cli")
        func path(_ name: String) -> String { work.appendingPathComponent(name).path }
        for name in ["a.key", "b.key", "c.key"] { #expect(try await json(["package", "keygen", path(name)])["ok"] as? Bool == true) }
        let feed = path("feed")
        await server.serveFeed(folder: URL(fileURLWithPath: feed), at: "/feed/")

        let first = try await json(["package", "root", "init", "--key", path("a.key"), "--threshold", "1", "--expires-days", "30",
                                    "--out", path("root.json")])
        #expect(first["version"] as? Int == 1)
        #expect(FileManager.default.fileExists(atPath: path("root.sig")))
        let published = try await json(["package", "publish", try TestFeed.site("1.0.0").path, "--version", "1.0.0", "--channel", "stable",
                                        "--key", path("a.key"), "--root", path("root.json"), "--feed", feed])
        #expect(published["ok"] as? Bool == true, "\(published)")
        let update = ["package", "update", "--feed", server.url("/feed/").absoluteString, "--channel", "stable", "--store", path("store"),
                      "--root", path("root.json")]
        #expect(try await json(update)["rootVersion"] as? Int == 1)

        // b and c take over with threshold 2 (c named by its KEY.pub, so only b signs); a (root 1's only
        // root key) and c sign afterwards.
        let rotated = try await json(["package", "root", "rotate", "--previous", path("root.json"), "--key", path("b.key"),
                                      "--key", path("c.key.pub"), "--threshold", "2", "--out", path("next.json")])
        #expect(rotated["version"] as? Int == 2)
        #expect((rotated["signed_by"] as? [Any])?.count == 1)
        let signed = try await json(["package", "root", "sign", "--root", path("next.json"), "--key", path("a.key"), "--key", path("c.key")])
        #expect((signed["signed_by"] as? [Any])?.count == 3)
        let site = try TestFeed.site("1.1.0").path
        let alone = try await json(["package", "publish", site, "--version", "1.1.0", "--channel", "stable", "--key", path("b.key"),
                                    "--root", path("next.json"), "--feed", feed])
        #expect(alone["code"] as? String == "signature_threshold_not_met", "one key of two publishes nothing")
        let both = try await json(["package", "publish", site, "--version", "1.1.0", "--channel", "stable", "--key", path("b.key"),
                                   "--key", path("c.key"), "--root", path("next.json"), "--feed", feed])
        #expect(both["roots_added"] as? [Int] == [2], "\(both)")

        let updated = try await json(update)
        #expect(updated["rootVersion"] as? Int == 2, "\(updated)")
        #expect((updated["result"] as? [String: Any])?["status"] as? String == "installed")
        let status = try await json(["package", "status", "--store", path("store"), "--root", path("root.json")])
        #expect(status["version"] as? String == "1.1.0")
        #expect(status["verified"] as? Bool == true)
        #expect(status["rootVersion"] as? Int == 2)
    }
}
