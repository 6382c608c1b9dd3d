@testable import HybridCore
import HybridTesting
import XCTest

/// A shell's memory warning, given to the container it shows, reaches the pool it came from.
final class ContainerMemoryPressureTests: XCTestCase {
    func test_leasedContainer_closesItsPoolsWarmViews_andKeepsItsPage() async throws {
        try await onMain {
            let (pool, engine) = PoolFixture.pool()
            let container = try await pool.lease()
            try await PoolFixture.use(container)
            await pool.prewarm(2)
            XCTAssertEqual(pool.idleCount, 2)
            container.handleMemoryPressure()
            XCTAssertEqual(pool.idleCount, 0)
            XCTAssertEqual(pool.statistics.flushed, 2)
            XCTAssertFalse(container.isClosed, "the page shown stays")
            let shown = try XCTUnwrap(PoolFixture.view(of: container))
            for _ in 0..<20 { await Task.yield() }  // the pool closes flushed views a turn later
            XCTAssertEqual(engine.views.filter { !$0.isClosed }.map(ObjectIdentifier.init), [ObjectIdentifier(shown)])
        }
    }

    func test_endedLease_andOwnContainer_leaveThePoolAlone() async throws {
        try await onMain {
            let (pool, _) = PoolFixture.pool()
            let lease = try await pool.lease()
            lease.close()
            await PoolFixture.settle(pool)
            await pool.prewarm(2)
            lease.handleMemoryPressure()
            WebContainer(view: FakeWebEngineView()).handleMemoryPressure()
            XCTAssertEqual(pool.idleCount, 2)
            XCTAssertEqual(pool.statistics.flushed, 0)
        }
    }
}
