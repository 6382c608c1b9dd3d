import Foundation
import HybridCore
@testable import HybridOffline
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest

/// The README's live-update loop, run as written against a feed on the loopback
/// server: a bundled version, a published one downloaded at launch, installed when
/// the container is hidden, failing its boot and rolled back, while the page hears
/// `package.updateAvailable`, `package.downloaded` and `package.rolledBack`.
final class LiveUpdateLoopTests: XCTestCase {
    @MainActor
    private static func heard(_ container: WebContainer) async throws -> [String] {
        try await container.callAsyncJavaScript("return window.heard || []", in: .page).arrayValue?.compactMap(\.stringValue) ?? []
    }

    @MainActor
    private static func listen(_ container: WebContainer) async throws {
        _ = try await container.callAsyncJavaScript("""
            window.heard = [];
            for (const name of ['package.updateAvailable', 'package.downloaded', 'package.rolledBack']) hybrid.on(name, () => heard.push(name));
            return true;
            """, in: .page)
    }

    func test_readmeLoop_publishUpdateBootRollBack() throws {
        let ring = try FeedKeyRing.generate()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("hk-feed-\(UUID().uuidString)")
        let feed = work.appendingPathComponent("feed")
        let store = try PackageStore(root: work.appendingPathComponent("store"), trust: ring.trust)
        // The version the app ships with: published, then exported as a zip carrying its proof.
        try FeedPublisher.publish(folder: try SchemeFixture.folder(OfflineFixture.site("1.0.0")), version: "1.0.0",
                                  channel: "stable", keys: ring.keys, roots: [ring.root], feed: feed)
        let bundled = work.appendingPathComponent("bundled.zip")
        try FeedPublisher.exportPackage(feed: feed, version: "1.0.0", output: bundled)
        try PackageInstaller(store: store).install(bundled)
        try store.confirmCurrent()
        try FeedPublisher.publish(folder: try SchemeFixture.folder(OfflineFixture.site("1.1.0", confirms: false)), version: "1.1.0",
                                  channel: "stable", keys: ring.keys, feed: feed)
        let installID = "device-1"
        try EngineHarness.run { _, server in
            await server.serveFeed(folder: feed, at: "/feed/")
            let host = OfflinePackageHost(store: store, server: OfflinePackageServer())
            host.bootDeadline = .seconds(3)
            let engine = try GTKEngine()
            try host.register(on: engine)
            let container = try WebContainer(engine: engine)
            defer { container.close() }
            // The README's lines, with the loopback server standing in for the CDN.
            let feedURL = server.url("/feed/")
            let updater = try PackageUpdater(store: store, feed: feedURL, channel: "stable", deviceID: installID, appVersion: "5.2.0",
                                             policy: UpdatePolicy(checkAt: [.launch, .foreground], install: .whenHidden))
            let updates = PackageUpdateModule()                     // package.updateAvailable, .downloaded, .rolledBack for pages
            try container.bridge.install(updates)
            let forwarding = Task { for await event in updater.events { await updates.forward(event) } }
            defer { forwarding.cancel() }
            try await updater.appDidLaunch()                        // installs a version kept for this launch, then checks
            XCTAssertEqual(try store.current()?.version, "1.0.0", "whenHidden: downloaded, not installed")
            let outcome = try await host.open(in: container)        // a new version must call offline.booted: .confirmed or .rolledBack
            XCTAssertEqual(outcome, .opened(version: "1.0.0"))
            try await updater.didOpen(outcome)                      // a rollback reaches the page; that version is not taken again
            try await Self.listen(container)
            try await updater.appWillEnterForeground()              // checks; downloads only files no installed version has
            try await eventually("the page heard the update") { try await Self.heard(container) == ["package.updateAvailable", "package.downloaded"] }
            try await updater.containerDidHide()                    // .whenHidden: installs it now; the next host.open boots it
            XCTAssertEqual(try store.current()?.version, "1.1.0")
            // 1.1.0 never calls offline.booted: the next open rolls it back.
            let reopened = try await host.open(in: container)
            XCTAssertEqual(reopened, .rolledBack(failed: "1.1.0", to: "1.0.0", reason: .missedDeadline))
            try await Self.listen(container)
            try await updater.didOpen(reopened)
            try await eventually("the page heard the rollback") { try await Self.heard(container) == ["package.rolledBack"] }
            XCTAssertEqual(try store.current()?.version, "1.0.0")
            let next = try await updater.appWillEnterForeground()
            XCTAssertEqual(next, .rolledBackBefore(version: "1.1.0"), "a version that failed its boot is not taken again")
        }
    }

    /// Every line of the README's block stands in the test above, in order (the CDN's address aside).
    func test_readmeUpdateBlock_isTheCodeThisTestRuns() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try XCTUnwrap(readme.components(separatedBy: "<!-- readme-updates").dropFirst().first)
        let code = block.components(separatedBy: "```").dropFirst().first ?? ""
        let lines = code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && $0 != "swift" && !$0.contains("example.com") }
        let mine = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var position = mine.startIndex
        for line in lines {
            guard let found = mine[position...].firstIndex(of: line) else { return XCTFail("README line not run here: \(line)") }
            position = found + 1
        }
        XCTAssertGreaterThan(lines.count, 8)
    }
}
