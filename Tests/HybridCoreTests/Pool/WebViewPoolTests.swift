import HybridCore
import HybridCookies
import HybridTesting
import Testing
import HybridEngineInterface

/// The pool's policy against the fake engine: warm views, fresh views per
/// lease in the same process, limits, memory pressure and dead processes.
@MainActor
struct WebViewPoolTests {
    @Test func prewarm_startsOneProcessPerView_andAWarmLeaseStartsNone() async throws {
        let (pool, engine) = PoolFixture.pool(maximumIdle: 3)
        await pool.prewarm(2)
        #expect(pool.idleCount == 2)
        #expect(engine.processesStarted == 2, "warming runs a script, which starts the process")
        #expect(engine.views.allSatisfy { $0.loadedRequests.isEmpty && $0.loadedHTML.isEmpty }, "warming loads nothing")
        let container = try await pool.lease()
        try await PoolFixture.use(container)
        #expect(engine.processesStarted == 2)
        #expect(pool.statistics.warmLeases == 1)
        #expect(pool.idleCount == 1)
    }

    @Test func prewarm_neverExceedsMaximumIdle() async throws {
        let (pool, engine) = PoolFixture.pool(maximumIdle: 2)
        await pool.prewarm(5)
        await pool.prewarm(5)
        #expect(pool.idleCount == 2)
        #expect(engine.views.count == 2)
    }

    @Test func returnedView_isReplacedByAFreshViewInTheSameProcess() async throws {
        let (pool, engine) = PoolFixture.pool()
        await pool.prewarm(1)
        let first = try await pool.lease()
        let firstView = try #require(PoolFixture.view(of: first))
        try await PoolFixture.use(first)
        first.close()
        await PoolFixture.settle(pool)
        #expect(firstView.isClosed, "the used view is closed, never handed out again")
        let second = try await pool.lease()
        let secondView = try #require(PoolFixture.view(of: second))
        #expect(secondView !== firstView)
        #expect(engine.process(of: secondView) == engine.process(of: firstView))
        #expect(engine.processesStarted == 1)
        #expect(secondView.loadedRequests.isEmpty, "the fresh view has loaded nothing")
        #expect(pool.statistics.recycled == 1)
    }

    @Test func leaseWithNoWarmView_isCold_andStartsItsProcessOnFirstLoad() async throws {
        let (pool, engine) = PoolFixture.pool()
        let container = try await pool.lease()
        #expect(engine.processesStarted == 0)
        try await PoolFixture.use(container)
        #expect(engine.processesStarted == 1)
        #expect(pool.statistics.coldLeases == 1)
    }

    @Test func leaseWhileARecycledViewWarms_waitsForIt_insteadOfStartingAProcess() async throws {
        let (pool, engine) = PoolFixture.pool()
        let first = try await pool.lease()
        try await PoolFixture.use(first)
        first.close()
        #expect(pool.idleCount == 0, "still warming")
        let second = try await pool.lease()
        try await PoolFixture.use(second)
        #expect(engine.processesStarted == 1)
        #expect(pool.statistics.warmLeases == 1)
    }

    @Test func returnsBeyondMaximumIdle_areClosed() async throws {
        let (pool, _) = PoolFixture.pool(maximumIdle: 1)
        let a = try await pool.lease(), b = try await pool.lease()
        let bView = try #require(PoolFixture.view(of: b))
        a.close()
        b.close()
        await PoolFixture.settle(pool)
        #expect(pool.idleCount == 1)
        #expect(pool.statistics.retired == 1)
        #expect(bView.isClosed)
    }

    @Test func processThatServedMaximumReuses_isReplacedByANewWarmProcess() async throws {
        let (pool, engine) = PoolFixture.pool(maximumReuses: 2)
        var processes: [Int?] = []
        for _ in 0..<3 {
            let container = try await pool.lease()
            try await PoolFixture.use(container)
            processes.append(PoolFixture.view(of: container).flatMap { engine.process(of: $0) })
            container.close()
            await PoolFixture.settle(pool)
        }
        #expect(processes == [1, 1, 2], "two leases in the first process, then a new one")
        #expect(pool.statistics.retired == 1)
        #expect(pool.statistics.prewarmed == 1, "the new process was warmed when the old one retired")
        #expect(pool.statistics.coldLeases == 1, "only the very first lease was cold")
        #expect(pool.idleCount == 1)
    }

    @Test func memoryPressure_closesWarmViews_andAWarmUpAnsweringLateIsIgnored() async throws {
        let (pool, engine) = PoolFixture.pool(maximumIdle: 3)
        await pool.prewarm(1)
        let container = try await pool.lease()
        try await PoolFixture.use(container)
        await pool.prewarm(1)
        container.close()  // its successor starts warming
        let successor = try #require(engine.views.last)
        successor.holdsEvaluations = true
        while successor.evaluated.isEmpty { await Task.yield() }
        pool.handleMemoryPressure()
        #expect(pool.statistics.flushed == 2, "one warm view and one warming")
        for _ in 0..<20 { await Task.yield() }  // the held warm-up answers, after the flush
        #expect(successor.evaluated.count == 1)
        #expect(pool.idleCount == 0)
        #expect(engine.views.allSatisfy { $0.isClosed })
        _ = try await pool.lease()
        #expect(pool.statistics.coldLeases == 1, "nothing warm is left")
    }

    @Test func warmViewWhoseProcessDies_isDiscarded_neverLeased() async throws {
        let (pool, engine) = PoolFixture.pool()
        await pool.prewarm(2)
        let doomed = try #require(engine.views.first)
        engine.kill(process: try #require(engine.process(of: doomed)))
        #expect(pool.idleCount == 1, "out of the pool at once")
        for _ in 0..<10 where !doomed.isClosed { await Task.yield() }
        #expect(doomed.isClosed, "closed on the next turn, outside the engine's signal")
        #expect(pool.statistics.discardedDead == 1)
        let container = try await pool.lease()
        #expect(PoolFixture.view(of: container) !== doomed)
    }

    @Test func warmViewThatNoLongerAnswers_isDiscardedAtLease() async throws {
        let (pool, engine) = PoolFixture.pool()
        await pool.prewarm(1)
        let silent = try #require(engine.views.first)
        silent.scriptResult = { _ in .null }  // a process that answers wrongly is not trusted
        let container = try await pool.lease()
        for _ in 0..<10 where !silent.isClosed { await Task.yield() }
        #expect(silent.isClosed)
        #expect(PoolFixture.view(of: container) !== silent)
        #expect(pool.statistics.discardedDead == 1)
        #expect(pool.statistics.coldLeases == 1)
    }

    @Test func leasedContainer_getsThePoolsCookieSync() async throws {
        let (pool, engine) = PoolFixture.pool()
        let sync = CookieSync(jar: CookieJar(), store: engine.cookieStore)
        pool.cookieSync = sync
        let container = try await pool.lease()
        #expect(container.configuration.cookieSync === sync)
    }
}
