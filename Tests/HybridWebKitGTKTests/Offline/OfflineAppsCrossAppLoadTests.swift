import Foundation
import HybridCore
@testable import HybridOffline
import HybridSchemes
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest

/// Red team: one app's page must not read another app's files by the loads a browser makes without
/// CORS (no `Origin` header): a classic `<script src>` runs the other app's script in the asking
/// app's own realm, where every global it sets can be read; an `<iframe>` runs its pages at the
/// asking app's choosing. Only `fetch` (which carries `Origin`) was refused.
final class OfflineAppsCrossAppLoadTests: XCTestCase {
    /// Records each request's headers, then answers as the apps' own handler does.
    private final class Recorder: URLSchemeHandler, @unchecked Sendable {
        let inner: AppSchemeRouter
        private let lock = NSLock()
        private var seen: [String: [String: String]] = [:]
        init(_ inner: AppSchemeRouter) { self.inner = inner }
        func headers(_ path: String) -> [String: String]? { lock.withLock { seen[path] } }
        func response(for request: URLSchemeRequest) async -> URLSchemeResponse {
            lock.withLock { seen["\(request.url.host ?? "")\(request.url.path)"] = request.headers }
            return await inner.response(for: request)
        }
    }

    private static func site(_ id: String, _ version: String) -> [String: Data] {
        OfflineFixture.site(version).merging([
            "config.js": Data("window.leaked = 'the secret of \(id)';".utf8),
            "frame.html": Data("<title>\(id) frame</title><script>window.top.postMessage('framed ' + localStorage.getItem('token'), '*')</script>".utf8),
        ]) { $1 }
    }

    func test_anAppsPage_cannotRunAnotherAppsScript_norFrameItsPages() throws {
        let ring = try FeedKeyRing.generate()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("hk-apps-xload-\(UUID().uuidString)")
        let feed = work.appendingPathComponent("feed")
        let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)
        let (a, b) = ("shop-\(suffix)", "mail-\(suffix)")
        for id in [a, b] {
            try FeedPublisher.publish(folder: try SchemeFixture.folder(Self.site(id, "1.0.0")), version: "1.0.0", app: id, capabilities: ["ui"],
                                      channel: "stable", keys: ring.keys, roots: [ring.root], feed: OfflineApps.feed(feed, for: id))
        }
        try EngineHarness.run(limit: .seconds(120)) { _, server in
            await server.serveFeed(folder: feed, at: "/feed/")
            let apps = OfflineApps(folder: work.appendingPathComponent("apps"))
            for id in [a, b] { try apps.add(id, trust: ring.trust, allowing: ["ui", "share.share"]).bootDeadline = .seconds(3) }
            let engine = try GTKEngine()
            let recorder = Recorder(apps.router)
            try engine.registerURLScheme(OfflineAppID.scheme, handler: recorder)
            for id in [a, b] {
                _ = try await apps.updater(for: id, feed: server.url("/feed/"), channel: "stable", deviceID: "device-1", appVersion: "5.2.0",
                                           policy: UpdatePolicy(checkAt: [], install: .now)).checkNow()
            }
            let pageA = try WebContainer(engine: engine), pageB = try WebContainer(engine: engine)
            defer { pageA.close(); pageB.close() }
            _ = try await apps.open(a, in: pageA)
            _ = try await apps.open(b, in: pageB)
            _ = try await pageB.callAsyncJavaScript("localStorage.setItem('token', 'b-secret'); return true")

            // Its own script runs; b's must not.
            let ownScript = try await pageA.callAsyncJavaScript("""
                return await new Promise(done => { const s = document.createElement('script'); s.src = '/config.js';
                  s.onload = () => done('ran: ' + window.leaked); s.onerror = () => done('refused'); document.head.append(s); })
                """)
            XCTAssertEqual(ownScript.stringValue, "ran: the secret of \(a)")
            let foreignScript = try await pageA.callAsyncJavaScript("""
                window.leaked = undefined;
                return await new Promise(done => { const s = document.createElement('script'); s.src = url;
                  s.onload = () => done('ran: ' + window.leaked); s.onerror = () => done('refused'); document.head.append(s); })
                """, arguments: ["url": .string("app://\(b)/config.js")])
            print("xload-probe script headers: \(recorder.headers("\(b)/config.js") ?? [:])")
            XCTAssertEqual(foreignScript.stringValue, "refused", "a's page ran b's script in its own realm")

            // Nor does b's page run framed in a's, reading b's storage at a's bidding.
            let framed = try await pageA.callAsyncJavaScript("""
                return await new Promise(done => {
                  addEventListener('message', e => done(String(e.data)));
                  const f = document.createElement('iframe'); f.src = url; document.body.append(f);
                  setTimeout(() => done('no message'), 1500); })
                """, arguments: ["url": .string("app://\(b)/frame.html")])
            print("xload-probe frame headers: \(recorder.headers("\(b)/frame.html") ?? [:])")
            XCTAssertEqual(framed.stringValue, "no message", "b's page ran framed in a's: \(framed)")

            // The app itself still opens b's page wherever it likes, a's container included.
            _ = try await pageA.load(URL(string: "app://\(b)/index.html")!)
            let title = try await pageA.callAsyncJavaScript("return document.title")
            XCTAssertEqual(title.stringValue, "v1.0.0")
            XCTAssertEqual(pageA.url?.host, b)
        }
    }
}
