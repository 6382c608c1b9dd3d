import Foundation
import HybridCore
import HybridCookies
import HybridTestServer
import HybridWebKitGTK

/// The outside case J1: a page keeps writing 4 KB cookies for about 10 s with a
/// CookieSync running; a page of another host, with the same sync, loads while it
/// does. Reports that load's time and how long the sync took to settle once the flood ended.
@MainActor
package struct CookieLongFloodBenchmark {
    package init() {}

    package func run(server: TestServer) async throws -> [String: Double] {
        BenchLog.note("cookies: a page writes 5,000 cookies of 4 KB for about 10 s; a page of another host loads meanwhile")
        await server.serve(html: try BenchResources.text("cookie-flood-long", "html"), at: "/long-flood")
        await server.serve(html: "<title>next</title>", at: "/long-flood-next")
        let engine = try GTKEngine()
        let jar = CookieJar()
        let sync = CookieSync(jar: jar, store: engine.cookieStore)
        try await sync.start()
        let flooding = WebContainer(view: engine.makeGTKView())
        flooding.configuration.cookieSync = sync
        defer { flooding.close() }
        try await flooding.load(server.url("/long-flood"))
        try await waitFor(flooding, written: 500)
        let next = WebContainer(view: engine.makeGTKView())
        next.configuration.cookieSync = sync
        defer { next.close() }
        let loadStart = ContinuousClock.now
        try await next.load(server.secondURL("/long-flood-next"), timeout: .seconds(60))
        let nextLoad = CookieSyncBenchmark.milliseconds(since: loadStart)
        try await waitFor(flooding, written: 5_000)
        let settleStart = ContinuousClock.now
        guard await sync.flush(within: .seconds(60)) else { throw BenchFailure.failed("the sync did not settle in 60 s") }
        let host = server.url("/").host!
        return [
            "long_flood_other_host_load_ms": nextLoad,
            "long_flood_sync_settled_ms": CookieSyncBenchmark.milliseconds(since: settleStart),
            "long_flood_cookies_kept": Double(jar.allCookies().filter { $0.domain == host }.count),
        ]
    }

    /// Returns once the flooding page has made `count` writes, as the page itself announces.
    private func waitFor(_ page: WebContainer, written count: Int) async throws {
        _ = try await page.callAsyncJavaScript("return await window.reached(count);", arguments: ["count": .number(Double(count))])
    }
}
