import Foundation
import HybridCore
import HybridOffline
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import MarkdownSnippets
import XCTest

/// The live-update loop of HybridOffline's "Live updates" article, run as written against a feed on the loopback
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

    /// A feed whose stable channel offers 1.0.0, and a store that holds 1.0.0 as an app ships it:
    /// published, exported as a zip carrying its proof, installed and confirmed.
    private static func shippedVersion() throws -> (ring: FeedKeyRing, feed: URL, store: PackageStore) {
        let ring = try FeedKeyRing.generate()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("hk-feed-\(UUID().uuidString)")
        let feed = work.appendingPathComponent("feed")
        let store = try PackageStore(root: work.appendingPathComponent("store"), trust: ring.trust)
        try FeedPublisher.publish(folder: try SchemeFixture.folder(OfflineFixture.site("1.0.0")), version: "1.0.0",
                                  channel: "stable", keys: ring.keys, roots: [ring.root], feed: feed)
        let bundled = work.appendingPathComponent("bundled.zip")
        try FeedPublisher.exportPackage(feed: feed, version: "1.0.0", output: bundled)
        try PackageInstaller(store: store).install(bundled)
        try store.confirmCurrent()
        return (ring, feed, store)
    }

    func test_readmeLoop_publishUpdateBootRollBack() throws {
        let (ring, feed, store) = try Self.shippedVersion()
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
            // The article's lines, with the loopback server standing in for the CDN.
            let feedURL = server.url("/feed/")
            let updater = try PackageUpdater(store: store, feed: feedURL, channel: "stable", deviceID: installID, appVersion: "5.2.0",
                                             policy: UpdatePolicy(checkAt: [.launch, .foreground], install: .whenHidden))
            let updates = try await host.keepUpdated(by: updater, in: container)   // installs what was kept, checks, opens, boots
            defer { updates.stop() }
            XCTAssertEqual(try store.current()?.version, "1.0.0", "whenHidden: downloaded, not installed")
            XCTAssertEqual(updates.opened, .opened(version: "1.0.0"))
            XCTAssertNil(updates.launchFailure)
            try await Self.listen(container)
            try await updater.appWillEnterForeground()              // checks; downloads only files no installed version has
            try await eventually("the page heard the update") { try await Self.heard(container) == ["package.updateAvailable", "package.downloaded"] }
            try await updater.containerDidHide()                    // .whenHidden: installs it now; the next host.open boots it
            XCTAssertEqual(try store.current()?.version, "1.1.0")
            // 1.1.0 never calls offline.booted: the next open rolls it back.
            let reopened = try await host.open(in: container)
            XCTAssertEqual(reopened, .rolledBack(failed: "1.1.0", to: "1.0.0", reason: .missedDeadline))
            try await Self.listen(container)
            try await updater.didOpen(reopened)                     // after a later open, the app tells the updater itself
            try await eventually("the page heard the rollback") { try await Self.heard(container) == ["package.rolledBack"] }
            XCTAssertEqual(try store.current()?.version, "1.0.0")
            let next = try await updater.appWillEnterForeground()
            XCTAssertEqual(next, .rolledBackBefore(version: "1.1.0"), "a version that failed its boot is not taken again")
        }
    }

    /// Offline at launch: the check fails, the installed version opens anyway and the app learns why.
    func test_keepUpdated_withTheFeedUnreachable_opensTheInstalledVersion_andKeepsTheFailure() throws {
        let store = try Self.shippedVersion().store
        try EngineHarness.run { _, _ in
            let host = OfflinePackageHost(store: store, server: OfflinePackageServer())
            let engine = try GTKEngine()
            try host.register(on: engine)
            let container = try WebContainer(engine: engine)
            defer { container.close() }
            let nowhere = try SilentPort.closed()
            let updater = try PackageUpdater(store: store, feed: URL(string: "http://127.0.0.1:\(nowhere)/feed/")!, channel: "stable",
                                             deviceID: "device-1", appVersion: "5.2.0",
                                             policy: UpdatePolicy(retry: UpdateRetry(attempts: 1, idleTimeout: .seconds(2))))
            var codes: [String] = []
            let updates = try await host.keepUpdated(by: updater, in: container) { if case .failed(let code) = $0 { codes.append(code) } }
            defer { updates.stop() }
            XCTAssertEqual(updates.opened, .opened(version: "1.0.0"))
            XCTAssertEqual((updates.launchFailure as? PackageUpdateError)?.code.hasPrefix("feed_"), true, "\(String(describing: updates.launchFailure))")
            try await eventually("the app heard the failure") { !codes.isEmpty }
        }
    }

    /// Every line of the live-updates article's block stands in the test above, in order (the CDN's address aside).
    func test_readmeUpdateBlock_isTheCodeThisTestRuns() throws {
        let block = try MarkdownSnippets.block(after: "<!-- readme-updates", in: "Sources/HybridOffline/HybridOffline.docc/UpdatingOnTheDevice.md")
        let snippet = block.split(separator: "\n").filter { !$0.contains("example.com") }.joined(separator: "\n")
        let mine = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        XCTAssertEqual(MarkdownSnippets.linesMissing(from: mine, snippet: snippet), [], "article lines not run here")
        XCTAssertGreaterThan(MarkdownSnippets.comparedLineCount(of: snippet), 4)
    }
}

/// A loopback port nothing listens on: bound, then closed, so a connection is refused at once.
private enum SilentPort {
    static func closed() throws -> UInt16 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else { throw CocoaError(.fileNoSuchFile) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return UInt16(bigEndian: address.sin_port)
    }
}
