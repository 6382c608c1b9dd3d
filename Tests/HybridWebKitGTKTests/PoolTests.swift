import Foundation
import HybridCore
import HybridCookies
import HybridTestServer
import HybridWebKitGTK
import hybrid
import HybridBenchmarks
import HybridTesting
import XCTest
import HybridVocabulary

/// The pool on WebKitGTK: prewarming really starts web processes, leases start
/// none, dead and flushed views go, and pooled containers work with the
/// bridge, cookie sync and recovery.
final class PoolTests: XCTestCase {
    static let page = "<title>pooled</title><script>hybrid.register('h5.ok', () => 'ok');</script>"

    func test_prewarm_startsOneWebProcessPerIdleView_andLeasesStartNone() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: Self.page, at: "/pool/page")
            let pool = PoolHarness.pool(engine)
            let (_, warmed) = await PoolHarness.processesStarted { await pool.prewarm(2) }
            XCTAssertEqual(warmed.count, 2, "each idle view holds a web process of its own")
            XCTAssertEqual(pool.idleCount, 2)
            for round in 1...3 {
                let (_, started) = try await PoolHarness.processesStarted {
                    let container = try await pool.lease()
                    try await container.load(server.url("/pool/page"))
                    let answer: String = try await container.bridge.call("h5.ok", JSONValue.null)
                    XCTAssertEqual(answer, "ok")
                    container.close()
                }
                XCTAssertEqual(started, [], "lease \(round) started no web process")
            }
            XCTAssertEqual(pool.statistics.warmLeases, 3)
            XCTAssertEqual(pool.statistics.coldLeases, 0)
            pool.handleMemoryPressure()
        }
    }

    func test_engineViewSharingAProcess_startsNone_andCarriesNothingOver() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>shared</title>", at: "/pool/share")
            let first = try WebContainer(engine: engine)
            defer { first.close() }
            try first.addUserScript(UserScript(source: "window.fromFirst = true"))
            try await first.load(server.url("/pool/share"))
            let (second, started) = try await PoolHarness.processesStarted { () async throws -> WebContainer in
                let container = WebContainer(view: try engine.makeView(settings: EngineSettings(), sharingProcessWith: first.engineView))
                try await container.load(server.url("/pool/share"))
                return container
            }
            defer { second.close() }
            XCTAssertEqual(started, [], "the new view's first load ran in the first view's process")
            let leftover = try await second.evaluateJavaScript("typeof window.fromFirst")
            XCTAssertEqual(leftover, "undefined", "its own scripts, not the first view's")
            XCTAssertFalse(second.canGoBack)
        }
    }

    func test_warmViewWhoseProcessWasKilled_isNeverLeased() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: Self.page, at: "/pool/killed")
            let pool = PoolHarness.pool(engine)
            let (_, warmed) = await PoolHarness.processesStarted { await pool.prewarm(1) }
            XCTAssertEqual(warmed.count, 1)
            let pid = try XCTUnwrap(warmed.first)
            XCTAssertEqual(kill(pid, SIGKILL), 0)
            // Leased at once: WebKit may not have noticed the death yet; the lease's check does.
            let container = try await pool.lease()
            defer { container.close() }
            XCTAssertEqual(pool.statistics.discardedDead, 1)
            XCTAssertEqual(pool.statistics.warmLeases, 0)
            XCTAssertEqual(pool.statistics.coldLeases, 1)
            let (_, started) = try await PoolHarness.processesStarted { try await container.load(server.url("/pool/killed")) }
            XCTAssertEqual(started.count, 1, "the cold view started its own process")
            XCTAssertFalse(started.contains(pid))
        }
    }

    func test_warmViewWhoseProcessDiesWhileIdle_isDiscardedAtOnce() throws {
        try EngineHarness.run { engine, _ in
            let pool = PoolHarness.pool(engine)
            let (_, warmed) = await PoolHarness.processesStarted { await pool.prewarm(1) }
            XCTAssertEqual(warmed.count, 1)
            XCTAssertEqual(kill(try XCTUnwrap(warmed.first), SIGKILL), 0)
            try await eventually("the death noticed") { pool.idleCount == 0 }
            XCTAssertEqual(pool.statistics.discardedDead, 1)
        }
    }

    func test_memoryPressure_closesWarmViews_andTheirWebProcessesExit() throws {
        try EngineHarness.run { engine, _ in
            let pool = PoolHarness.pool(engine)
            let (_, warmed) = await PoolHarness.processesStarted { await pool.prewarm(2) }
            XCTAssertEqual(warmed.count, 2)
            pool.handleMemoryPressure()
            XCTAssertEqual(pool.idleCount, 0)
            XCTAssertEqual(pool.statistics.flushed, 2)
            try await eventually("the idle views' processes exit") { ChildProcesses.current().isDisjoint(with: warmed) }
        }
    }

    func test_releasedContainer_goesBackOnce_andItsViewIsClosed() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: Self.page, at: "/pool/released")
            let pool = PoolHarness.pool(engine)
            await pool.prewarm(1)
            var container: WebContainer? = try await pool.lease()
            try await container?.load(server.url("/pool/released"))
            let used = try XCTUnwrap(PoolHarness.gtkView(of: try XCTUnwrap(container)))
            let finalization = FinalizationWatch.watch(used)
            container = nil
            XCTAssertEqual(pool.leasedCount, 0)
            XCTAssertEqual(pool.statistics.returns, 1)
            await pool.prewarm(0)
            XCTAssertTrue(used.isClosed, "the used view is closed, never leased again")
            XCTAssertEqual(pool.idleCount, 1, "its replacement waits warm")
            try await eventually("the used view is finalized") { finalization.finalized }
            pool.handleMemoryPressure()
        }
    }

    func test_pooledContainer_firstRequestCarriesTheJarsCookie() throws {
        try EngineHarness.run { _, server in
            let engine = try GTKEngine()
            let jar = CookieJar()
            let sync = CookieSync(jar: jar, engine: engine)
            try await sync.start()
            await server.serve(html: Self.page, at: "/pool/cookie")
            let pool = PoolHarness.pool(engine)
            pool.cookieSync = sync
            await pool.prewarm(1)
            let container = try await pool.lease()
            defer { container.close() }
            jar.set(setCookieHeader: "session=pooled; Path=/; HttpOnly", for: server.url("/login"))
            try await container.load(server.url("/pool/cookie"))
            let request = await server.requests(to: "/pool/cookie").last
            XCTAssertEqual(request?.cookieHeader, "session=pooled")
            pool.handleMemoryPressure()
        }
    }

    func test_pooledContainer_recoversFromItsProcessDying_andItsReplacementIsClean() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: Self.page, at: "/pool/recover")
            let pool = PoolHarness.pool(engine)
            await pool.prewarm(1)
            let container = try await pool.lease()
            let delegate = RecoveryDelegate()
            container.delegate = delegate
            try await container.load(server.url("/pool/recover"))
            try container.engineView.terminateWebProcess()
            try await eventually("recovered") { delegate.recoveries == [.terminatedByClient] }
            let answer: String = try await container.bridge.call("h5.ok", JSONValue.null)
            XCTAssertEqual(answer, "ok")
            let next = try await PoolHarness.returnAndLeaseAgain(container, from: pool)
            defer { next.close() }
            try await next.load(server.url("/pool/recover"))
            let again: String = try await next.bridge.call("h5.ok", JSONValue.null)
            XCTAssertEqual(again, "ok")
            XCTAssertFalse(next.canGoBack)
            pool.handleMemoryPressure()
        }
    }

    func test_readmePoolExample_opensAPageInAWarmView_andGivesItBack() throws {
        try EngineHarness.run { _, server in
            await server.serve(html: Self.page, at: "/cart")
            let engine = try GTKEngine()
            let sync = CookieSync(jar: CookieJar(), store: engine.cookieStore)
            try await sync.start()
            // The pool article's lines (HybridCore.docc/PoolAndPrerendering.md, readme-pool), with the loopback server standing in for m.example.com.
            let pool = WebViewPool(engine: engine)
            pool.cookieSync = sync
            await pool.prewarm(1)
            let page = try await pool.lease()
            try await page.load(server.url("/cart"))
            page.close()
            pool.handleMemoryPressure()
            XCTAssertEqual(pool.statistics.warmLeases, 1)
            XCTAssertEqual(pool.statistics.returns, 1)
            XCTAssertEqual(pool.statistics.flushed, 1, "the view that replaced the page was closed by the flush")
            XCTAssertEqual(pool.idleCount, 0)
        }
    }
}
