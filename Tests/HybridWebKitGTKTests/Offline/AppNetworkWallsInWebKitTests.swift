import Foundation
import HybridCore
import HybridOffline
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest

/// An app's network walls in WebKitGTK: its pages fetch and navigate only to the hosts its grant
/// names (`connect:127.0.0.1`), the engine refuses the rest by the policy the app's answers carry,
/// and the app hears each refusal with a sentence.
final class AppNetworkWallsInWebKitTests: XCTestCase {
    func test_anAppsPage_reachesOnlyTheHostsItsGrantNames_andTheAppHearsWhy() throws {
        let id = "walled-\(String(UInt32.random(in: 0...UInt32.max), radix: 36))"
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("hk-walls-\(UUID().uuidString)")
        try EngineHarness.run(limit: .seconds(90)) { _, server in
            await server.serve(html: "open", at: "/data", headers: [(name: "Access-Control-Allow-Origin", value: "*")])
            await server.serve(html: "<p>outside</p>", at: "/outside")
            let grant = ["ui", "connect:127.0.0.1", "navigate:127.0.0.1"]
            let apps = try InstalledApps.make(in: work, [(id, grant, grant)])
            let engine = try GTKEngine()
            try apps.register(on: engine)
            let page = try WebContainer(engine: engine)
            defer { page.close() }
            var refusals: [String] = []
            page.bridge.onWallRefusal = { url, reason in refusals.append("\(url.host ?? "?") \(reason)") }
            _ = try await apps.open(id, in: page)
            let fetch = "try { const r = await fetch(url); return 'read ' + await r.text(); } catch (e) { return 'refused ' + e.name; }"
            let allowed = try await page.callAsyncJavaScript(fetch, arguments: ["url": .string(server.url("/data").absoluteString)])
            XCTAssertEqual(allowed.stringValue, "read open", "connect:127.0.0.1 lets the page fetch from it")
            let other = URL(string: "/data", relativeTo: server.secondOrigin)!.absoluteURL
            let refused = try await page.callAsyncJavaScript(fetch, arguments: ["url": .string(other.absoluteString)])
            XCTAssertEqual(refused.stringValue, "refused TypeError", "127.0.0.2 is not in the grant")
            try await eventually("the app heard the refused fetch") { refusals.contains { $0.hasPrefix("127.0.0.2 ") && $0.contains("connect-src") } }
            // A top-level load the policy cannot name: refused by the container's walls, the page stays the app's.
            let outside = URL(string: "/outside", relativeTo: server.secondOrigin)!.absoluteURL
            _ = try await page.callAsyncJavaScript("location.href = url; return true", arguments: ["url": .string(outside.absoluteString)])
            try await eventually("the app heard the refused navigation") { refusals.contains { $0.contains("may not go to 127.0.0.2") } }
            XCTAssertEqual(page.url?.host, id, "the page is still the app's")
            let outsideRequests = await server.requests(to: "/outside")
            XCTAssertEqual(outsideRequests.count, 0, "the refused navigation sent no request")
        }
    }
}
