import Foundation
import HybridCore
import HybridBenchmarks
import HybridCookies
import HybridTestServer
import HybridWebKitGTK
import XCTest
import HybridVocabulary

/// A page (a runaway analytics script) that writes 5,000 cookies of about 4 KB
/// must not stall the other pages that share its cookie sync.
final class CookieFloodTests: XCTestCase {
    func test_pageFloodingFiveThousandCookies_stallsNoOtherLoad_andTheSyncSettlesAtTheJarsLimit() throws {
        try EngineHarness.run { _, server in
            let flood = try await Flood.start(server)
            defer { flood.close() }
            let kept = try await flood.page.evaluateJavaScript("window.kept")
            XCTAssertEqual(kept, ["first": true, "last": false], "the burst's first writes landed, the runaway rest were dropped")
            let next = flood.container()
            defer { next.close() }
            let started = ContinuousClock.now
            try await next.load(server.url("/next"), timeout: .seconds(10))
            let opened = ContinuousClock.now - started
            XCTAssertLessThan(opened, .seconds(2), "the next page opened in \(opened)")
            let settled = await flood.sync.flush(within: .seconds(5))
            XCTAssertTrue(settled, "the sync settled within 5 s")
            let host = server.url("/").host!
            XCTAssertEqual(flood.jar.allCookies().filter { $0.domain == host }.count, 180, "the jar keeps its per-domain limit")
            let stored = try await flood.engine.cookieStore.allCookies().filter { $0.name.hasPrefix("flood") }
            XCTAssertEqual(stored.count, 180, "the engine ends with what the jar kept")
        }
    }

    /// The outside case J1: a page writes 5,000 cookies of 4 KB for about 10 s, in
    /// an app whose jar holds 2,000 cookies of other sites (so each read of the
    /// store costs what a full one does). A synced load of another host meanwhile
    /// must not wait for any of it, and the jar and the engine agree afterwards.
    func test_J1_aLongFlood_leavesTheNextLoadOfAnotherHostAtItsNormalTime_andTheSyncConverges() throws {
        try EngineHarness.run(limit: .seconds(120)) { _, server in
            let flood = try await Flood.start(server, page: try Flood.longFlood, path: "/flood-j1", otherSitesCookies: 2_000)
            defer { flood.close() }
            // Its web process already running, so its time is a load's, not a process launch's.
            let next = flood.container()
            defer { next.close() }
            try await next.loadHTML("<title>blank</title>")
            _ = try await flood.page.callAsyncJavaScript("return await window.reached(500);")
            let started = ContinuousClock.now
            try await next.load(server.secondURL("/next"), timeout: .seconds(10))
            let opened = ContinuousClock.now - started
            // Before the change this load failed with the sync's 10 s timeout. Its time is measured
            // in `bench cookies` (long_flood_other_host_load_ms: 173 ms); here the bound leaves room
            // for a busy machine (18 ms to 0.8 s seen, once 3.4 s with other engines loading it).
            XCTAssertLessThan(opened, .seconds(5), "the next load of another host took \(opened)")
            _ = try await flood.page.callAsyncJavaScript("return await window.reached(5000);")
            let settled = await flood.sync.flush(within: .seconds(60))
            XCTAssertTrue(settled, "the sync settled")
            let host = server.url("/").host!
            let kept = Set(flood.jar.allCookies().filter { $0.domain == host }.map(\.identity))
            XCTAssertEqual(kept.count, 180, "the jar keeps its per-domain limit")
            let stored = Set(try await flood.engine.cookieStore.allCookies().filter { $0.domain == host }.map(\.identity))
            XCTAssertEqual(stored, kept, "the engine and the jar agree")
        }
    }

    func test_aLoadDuringAFlood_neverWaitsPastItsOwnTimeout_norForAnotherHostsCookie() throws {
        try EngineHarness.run { _, server in
            let flood = try await Flood.start(server)
            defer { flood.close() }
            let next = flood.container()
            defer { next.close() }
            // A native change right now is another host's: this load must not wait for it.
            flood.jar.set(setCookieHeader: "theme=dark; Path=/", for: server.secondURL("/"))
            let started = ContinuousClock.now
            do {
                try await next.load(server.url("/next"), timeout: .seconds(1))
            } catch let error as NavigationError {
                XCTAssertNotEqual(error.code, "cookie_sync_timed_out", "another host's cookie holds nothing back")
            }
            XCTAssertLessThan(ContinuousClock.now - started, .milliseconds(1500), "never much later than its own timeout")
            await flood.sync.flush()
            let stored = try await flood.engine.cookieStore.allCookies().map(\.name)
            XCTAssertTrue(stored.contains("theme"), "the native cookie still reached the engine")
        }
    }
}

/// An engine with a running cookie sync, and a page of it that wrote 5,000 cookies of 4 KB.
@MainActor
private struct Flood {
    let engine: GTKEngine
    let jar: CookieJar
    let sync: CookieSync
    let page: WebContainer

    /// 5,000 writes in a loop; the write limit drops all but the first burst.
    static let limited = """
        <title>flood</title><script>
        const value = 'x'.repeat(4000);
        for (let i = 0; i < 5000; i++) document.cookie = 'flood' + i + '=' + value + '; path=/flood';
        window.kept = { first: document.cookie.includes('flood0='), last: document.cookie.includes('flood4999=') };
        </script>
        """

    /// The outside case J1's page, as `bench cookies` runs it: 5,000 writes of 4 KB,
    /// 5 every 10 ms, for about 10 s; `window.reached(n)` resolves after n writes.
    static var longFlood: String { get throws { try BenchResources.text("cookie-flood-long", "html") } }

    /// `otherSitesCookies` of 2 KB, over 12 other sites, are in the jar before the sync starts.
    static func start(_ server: TestServer, page html: String = limited, path: String = "/flood",
                      otherSitesCookies: Int = 0) async throws -> Flood {
        let engine = try GTKEngine()
        let jar = CookieJar()
        let value = String(repeating: "v", count: 2_000)
        for index in 0..<otherSitesCookies {
            jar.set(Cookie(name: "login\(index)", value: value, domain: "site\(index % 12).example", expiresAt: .now + 86_400))
        }
        let sync = CookieSync(jar: jar, store: engine.cookieStore)
        try await sync.start()
        await server.serve(html: html, at: path)
        await server.serve(html: "<title>next</title>", at: "/next")
        let page = WebContainer(view: engine.makeGTKView())
        page.configuration.cookieSync = sync
        try await page.load(server.url(path))
        return Flood(engine: engine, jar: jar, sync: sync, page: page)
    }

    /// Another page of the same engine, with the same sync.
    func container() -> WebContainer {
        let container = WebContainer(view: engine.makeGTKView())
        container.configuration.cookieSync = sync
        return container
    }

    func close() { page.close() }
}
