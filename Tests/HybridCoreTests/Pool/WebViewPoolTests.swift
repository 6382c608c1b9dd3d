@testable import HybridCore
@testable import HybridCookies
import HybridTesting
import XCTest

/// The pool's policy against the fake engine: warm views, fresh views per
/// lease in the same process, limits, memory pressure and dead processes.
final class WebViewPoolTests: XCTestCase {
    func test_prewarm_startsOneProcessPerView_andAWarmLeaseStartsNone() async throws {
        try await onMain {
            let (pool, engine) = PoolFixture.pool(maximumIdle: 3)
            await pool.prewarm(2)
            XCTAssertEqual(pool.idleCount, 2)
            XCTAssertEqual(engine.processesStarted, 2, "warming runs a script, which starts the process")
            XCTAssertTrue(engine.views.allSatisfy { $0.loadedRequests.isEmpty && $0.loadedHTML.isEmpty }, "warming loads nothing")
            let container = try await pool.lease()
            try await PoolFixture.use(container)
            XCTAssertEqual(engine.processesStarted, 2)
            XCTAssertEqual(pool.statistics.warmLeases, 1)
            XCTAssertEqual(pool.idleCount, 1)
        }
    }

    func test_prewarm_neverExceedsMaximumIdle() async throws {
        try await onMain {
            let (pool, engine) = PoolFixture.pool(maximumIdle: 2)
            await pool.prewarm(5)
            await pool.prewarm(5)
            XCTAssertEqual(pool.idleCount, 2)
            XCTAssertEqual(engine.views.count, 2)
        }
    }

    func test_returnedView_isReplacedByAFreshViewInTheSameProcess() async throws {
        try await onMain {
            let (pool, engine) = PoolFixture.pool()
            await pool.prewarm(1)
            let first = try await pool.lease()
            let firstView = try XCTUnwrap(PoolFixture.view(of: first))
            try await PoolFixture.use(first)
            first.close()
            await PoolFixture.settle(pool)
            XCTAssertTrue(firstView.isClosed, "the used view is closed, never handed out again")
            let second = try await pool.lease()
            let secondView = try XCTUnwrap(PoolFixture.view(of: second))
            XCTAssertFalse(secondView === firstView)
            XCTAssertEqual(engine.process(of: secondView), engine.process(of: firstView))
            XCTAssertEqual(engine.processesStarted, 1)
            XCTAssertTrue(secondView.loadedRequests.isEmpty, "the fresh view has loaded nothing")
            XCTAssertEqual(pool.statistics.recycled, 1)
        }
    }

    func test_leaseWithNoWarmView_isCold_andStartsItsProcessOnFirstLoad() async throws {
        try await onMain {
            let (pool, engine) = PoolFixture.pool()
            let container = try await pool.lease()
            XCTAssertEqual(engine.processesStarted, 0)
            try await PoolFixture.use(container)
            XCTAssertEqual(engine.processesStarted, 1)
            XCTAssertEqual(pool.statistics.coldLeases, 1)
        }
    }

    func test_leaseWhileARecycledViewWarms_waitsForIt_insteadOfStartingAProcess() async throws {
        try await onMain {
            let (pool, engine) = PoolFixture.pool()
            let first = try await pool.lease()
            try await PoolFixture.use(first)
            first.close()
            XCTAssertEqual(pool.idleCount, 0, "still warming")
            let second = try await pool.lease()
            try await PoolFixture.use(second)
            XCTAssertEqual(engine.processesStarted, 1)
            XCTAssertEqual(pool.statistics.warmLeases, 1)
        }
    }

    func test_returnsBeyondMaximumIdle_areClosed() async throws {
        try await onMain {
            let (pool, _) = PoolFixture.pool(maximumIdle: 1)
            let a = try await pool.lease(), b = try await pool.lease()
            let bView = try XCTUnwrap(PoolFixture.view(of: b))
            a.close()
            b.close()
            await PoolFixture.settle(pool)
            XCTAssertEqual(pool.idleCount, 1)
            XCTAssertEqual(pool.statistics.retired, 1)
            XCTAssertTrue(bView.isClosed)
        }
    }

    func test_processThatServedMaximumReuses_isReplacedByANewWarmProcess() async throws {
        try await onMain {
            let (pool, engine) = PoolFixture.pool(maximumReuses: 2)
            var processes: [Int?] = []
            for _ in 0..<3 {
                let container = try await pool.lease()
                try await PoolFixture.use(container)
                processes.append(PoolFixture.view(of: container).flatMap { engine.process(of: $0) })
                container.close()
                await PoolFixture.settle(pool)
            }
            XCTAssertEqual(processes, [1, 1, 2], "two leases in the first process, then a new one")
            XCTAssertEqual(pool.statistics.retired, 1)
            XCTAssertEqual(pool.statistics.prewarmed, 1, "the new process was warmed when the old one retired")
            XCTAssertEqual(pool.statistics.coldLeases, 1, "only the very first lease was cold")
            XCTAssertEqual(pool.idleCount, 1)
        }
    }

    func test_memoryPressure_closesWarmViews_andAWarmUpAnsweringLateIsIgnored() async throws {
        try await onMain {
            let (pool, engine) = PoolFixture.pool(maximumIdle: 3)
            await pool.prewarm(1)
            let container = try await pool.lease()
            try await PoolFixture.use(container)
            await pool.prewarm(1)
            container.close()  // its successor starts warming
            let successor = try XCTUnwrap(engine.views.last)
            successor.holdsEvaluations = true
            while successor.evaluated.isEmpty { await Task.yield() }
            pool.handleMemoryPressure()
            XCTAssertEqual(pool.statistics.flushed, 2, "one warm view and one warming")
            for _ in 0..<20 { await Task.yield() }  // the held warm-up answers, after the flush
            XCTAssertEqual(successor.evaluated.count, 1)
            XCTAssertEqual(pool.idleCount, 0)
            XCTAssertTrue(engine.views.allSatisfy(\.isClosed))
            _ = try await pool.lease()
            XCTAssertEqual(pool.statistics.coldLeases, 1, "nothing warm is left")
        }
    }

    func test_warmViewWhoseProcessDies_isDiscarded_neverLeased() async throws {
        try await onMain {
            let (pool, engine) = PoolFixture.pool()
            await pool.prewarm(2)
            let doomed = try XCTUnwrap(engine.views.first)
            engine.kill(process: try XCTUnwrap(engine.process(of: doomed)))
            XCTAssertEqual(pool.idleCount, 1, "out of the pool at once")
            for _ in 0..<10 where !doomed.isClosed { await Task.yield() }
            XCTAssertTrue(doomed.isClosed, "closed on the next turn, outside the engine's signal")
            XCTAssertEqual(pool.statistics.discardedDead, 1)
            let container = try await pool.lease()
            XCTAssertFalse(PoolFixture.view(of: container) === doomed)
        }
    }

    func test_warmViewThatNoLongerAnswers_isDiscardedAtLease() async throws {
        try await onMain {
            let (pool, engine) = PoolFixture.pool()
            await pool.prewarm(1)
            let silent = try XCTUnwrap(engine.views.first)
            silent.scriptResult = { _ in .null }  // a process that answers wrongly is not trusted
            let container = try await pool.lease()
            for _ in 0..<10 where !silent.isClosed { await Task.yield() }
            XCTAssertTrue(silent.isClosed)
            XCTAssertFalse(PoolFixture.view(of: container) === silent)
            XCTAssertEqual(pool.statistics.discardedDead, 1)
            XCTAssertEqual(pool.statistics.coldLeases, 1)
        }
    }

    func test_leasedContainer_getsThePoolsCookieSync() async throws {
        try await onMain {
            let (pool, engine) = PoolFixture.pool()
            let sync = CookieSync(jar: CookieJar(), store: engine.cookieStore)
            pool.cookieSync = sync
            let container = try await pool.lease()
            XCTAssertTrue(container.cookieSync === sync)
        }
    }
}
