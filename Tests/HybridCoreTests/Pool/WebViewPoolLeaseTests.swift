import Foundation
@testable import HybridCore
import HybridTesting
import Testing
import HybridVocabulary
import HybridEngineInterface

/// One lease, one return: tokens, late events, released containers and what
/// an ended lease can still reach (nothing).
@MainActor
struct WebViewPoolLeaseTests {
    @Test func closingTwice_andThenReleasing_returnsTheViewOnce() async throws {
        let (pool, _) = PoolFixture.pool()
        var container: WebContainer? = try await pool.lease()
        container?.close()
        container?.close()
        pool.giveBack(try #require(container))
        container = nil
        await PoolFixture.settle(pool)
        #expect(pool.statistics.returns == 1)
        #expect(pool.statistics.recycled == 1)
        #expect(pool.idleCount == 1)
        #expect(pool.leasedCount == 0)
    }

    @Test func eachLease_carriesItsOwnToken_andAnOldTokenReturnsNothing() async throws {
        let (pool, _) = PoolFixture.pool()
        let first = try await pool.lease()
        let firstToken = try #require(first.view.current as? LeasedView).token
        first.close()
        let second = try await pool.lease()
        let secondToken = try #require(second.view.current as? LeasedView).token
        #expect(firstToken != secondToken)
        pool.checkIn(firstToken)  // a late return of the first lease
        #expect(pool.leasedCount == 1)
        #expect(!second.isClosed)
        #expect(pool.statistics.returns == 1)
    }

    @Test func lateEventOfAnEndedLease_reachesNeitherItsContainerNorTheNextLease() async throws {
        let (pool, _) = PoolFixture.pool()
        let first = try await pool.lease()
        let firstView = try #require(PoolFixture.view(of: first))
        var heardByFirst: [NavigationEvent] = []
        first.onNavigationEvent = { heardByFirst.append($0) }
        first.close()
        let second = try await pool.lease()
        var heardBySecond: [NavigationEvent] = []
        second.onNavigationEvent = { heardBySecond.append($0) }
        // The old view reports a load finishing after its lease ended (KKJSBridge's late about:blank).
        firstView.report(.finished(URL(string: "about:blank")))
        #expect(heardByFirst == [])
        #expect(heardBySecond == [])
        #expect(pool.leasedCount == 1)
        #expect(pool.statistics.returns == 1)
    }

    @Test func releasedContainer_goesBackToThePool() async throws {
        let (pool, _) = PoolFixture.pool()
        var container: WebContainer? = try await pool.lease()
        try await PoolFixture.use(try #require(container))
        #expect(pool.leasedCount == 1)
        container = nil
        #expect(pool.leasedCount == 0)
        await PoolFixture.settle(pool)
        #expect(pool.idleCount == 1)
    }

    @Test func pendingNativeCall_settlesBridgeClosed_whenTheContainerIsReleased() async throws {
        let (pool, _) = PoolFixture.pool()
        var container: WebContainer? = try await pool.lease()
        let bridge = try #require(container).bridge
        let view = try #require(container.flatMap(PoolFixture.view(of:)))
        view.holdsAsyncCalls = true  // the page never answers
        let call = Task { @MainActor in
            do { _ = try await bridge.callRaw("h5.slow", timeout: .seconds(30)); return "answered" } catch { return error.code }
        }
        while bridge.pending.count == 0 { await Task.yield() }
        container = nil
        let outcome = await call.value
        #expect(outcome == "bridge_closed")
        #expect(pool.leasedCount == 0)
    }

    @Test func containerKeptPastItsLease_reachesNothing() async throws {
        let (pool, _) = PoolFixture.pool()
        let old = try await pool.lease()
        old.close()
        let current = try await pool.lease()
        let currentView = try #require(PoolFixture.view(of: current))
        #expect(old.isClosed)
        do {
            try await old.load(URL(string: "https://app.example/")!)
            Issue.record("an ended lease cannot load")
        } catch let error as EngineError {
            #expect(error == .viewClosed)
        }
        do {
            _ = try await old.evaluateJavaScript("1")
            Issue.record("an ended lease cannot run script")
        } catch let error as EngineError {
            #expect(error == .viewClosed)
        }
        #expect(currentView.loadedRequests.isEmpty)
        #expect(currentView.evaluated.allSatisfy { $0.source == PooledSlot.warmUpScript })
    }

    @Test func leasedViewWhoseProcessDied_isNotRecycledIntoTheDeadProcess() async throws {
        let (pool, engine) = PoolFixture.pool()
        await pool.prewarm(1)
        let container = try await pool.lease()
        let view = try #require(PoolFixture.view(of: container))
        let deadProcess = try #require(engine.process(of: view))
        container.configuration.recoveryPolicy.isEnabled = false
        engine.kill(process: deadProcess)
        container.close()
        await PoolFixture.settle(pool)
        let next = try await pool.lease()
        let nextView = try #require(PoolFixture.view(of: next))
        #expect(engine.process(of: nextView) != deadProcess)
        #expect(pool.statistics.warmLeases == 2)
    }
}

private extension Error {
    var code: String { (self as? BridgeError)?.code ?? "\(self)" }
}
