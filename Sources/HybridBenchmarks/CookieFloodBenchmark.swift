import Foundation
import HybridCore
import HybridCookies
import HybridTestServer
import HybridWebKitGTK

/// A page writes 5,000 cookies of 4 KB in a loop (a runaway analytics script)
/// with a CookieSync running; then another page of the same engine loads. Reports
/// how long that load took and how long the sync took to settle afterwards.
@MainActor
package struct CookieFloodBenchmark {
    var cookies = 5_000

    package init() {}

    package func run(server: TestServer) async throws -> [String: Double] {
        BenchLog.note("cookies: a page writes \(cookies) cookies of 4 KB, then another page loads")
        await server.serve(html: try BenchResources.text("cookie-flood", "html"), at: "/flood")
        await server.serve(html: "<title>next</title>", at: "/flood-next")
        let engine = try GTKEngine()
        let sync = CookieSync(jar: CookieJar(), store: engine.cookieStore)
        try await sync.start()
        let flooding = WebContainer(view: engine.makeGTKView())
        flooding.configuration.cookieSync = sync
        defer { flooding.close() }
        try await flooding.load(URL(string: server.url("/flood").absoluteString + "?count=\(cookies)")!)
        let next = WebContainer(view: engine.makeGTKView())
        next.configuration.cookieSync = sync
        defer { next.close() }
        let loadStart = ContinuousClock.now
        try await next.load(server.url("/flood-next"), timeout: .seconds(60))
        let nextLoad = CookieSyncBenchmark.milliseconds(since: loadStart)
        let settleStart = ContinuousClock.now
        guard await sync.flush(within: .seconds(60)) else { throw BenchFailure.failed("the sync did not settle in 60 s") }
        let stored = try await engine.cookieStore.allCookies().filter { $0.name.hasPrefix("flood") }.count
        return [
            "flood_cookies_written": Double(cookies),
            "flood_next_load_ms": nextLoad,
            "flood_sync_settled_ms": CookieSyncBenchmark.milliseconds(since: settleStart),
            "flood_cookies_kept": Double(stored),
        ]
    }
}
