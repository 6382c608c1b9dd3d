import HybridCore
import HybridTesting
import Testing
import HybridEngineInterface

/// A shell's memory warning, given to the container it shows, reaches the pool it came from.
@MainActor
struct ContainerMemoryPressureTests {
    @Test func leasedContainer_closesItsPoolsWarmViews_andKeepsItsPage() async throws {
        let (pool, engine) = PoolFixture.pool()
        let container = try await pool.lease()
        try await PoolFixture.use(container)
        await pool.prewarm(2)
        #expect(pool.idleCount == 2)
        container.handleMemoryPressure()
        #expect(pool.idleCount == 0)
        #expect(pool.statistics.flushed == 2)
        #expect(!container.isClosed, "the page shown stays")
        let shown = try #require(PoolFixture.view(of: container))
        for _ in 0..<20 { await Task.yield() }  // the pool closes flushed views a turn later
        #expect(engine.views.filter { !$0.isClosed }.map(ObjectIdentifier.init) == [ObjectIdentifier(shown)])
    }

    @Test func endedLease_andOwnContainer_leaveThePoolAlone() async throws {
        let (pool, _) = PoolFixture.pool()
        let lease = try await pool.lease()
        lease.close()
        await PoolFixture.settle(pool)
        await pool.prewarm(2)
        lease.handleMemoryPressure()
        WebContainer(view: FakeWebEngineView()).handleMemoryPressure()
        #expect(pool.idleCount == 2)
        #expect(pool.statistics.flushed == 0)
    }
}
