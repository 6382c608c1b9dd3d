import Foundation
@testable import HybridCore
import HybridTesting
import XCTest

/// One lease, one return: tokens, late events, released containers and what
/// an ended lease can still reach (nothing).
final class WebViewPoolLeaseTests: XCTestCase {
    func test_closingTwice_andThenReleasing_returnsTheViewOnce() async throws {
        try await onMain {
            let (pool, _) = PoolFixture.pool()
            var container: WebContainer? = try await pool.lease()
            container?.close()
            container?.close()
            pool.giveBack(try XCTUnwrap(container))
            container = nil
            await PoolFixture.settle(pool)
            XCTAssertEqual(pool.statistics.returns, 1)
            XCTAssertEqual(pool.statistics.recycled, 1)
            XCTAssertEqual(pool.idleCount, 1)
            XCTAssertEqual(pool.leasedCount, 0)
        }
    }

    func test_eachLease_carriesItsOwnToken_andAnOldTokenReturnsNothing() async throws {
        try await onMain {
            let (pool, _) = PoolFixture.pool()
            let first = try await pool.lease()
            let firstToken = try XCTUnwrap(first.view as? LeasedView).token
            first.close()
            let second = try await pool.lease()
            let secondToken = try XCTUnwrap(second.view as? LeasedView).token
            XCTAssertNotEqual(firstToken, secondToken)
            pool.checkIn(firstToken)  // a late return of the first lease
            XCTAssertEqual(pool.leasedCount, 1)
            XCTAssertFalse(second.isClosed)
            XCTAssertEqual(pool.statistics.returns, 1)
        }
    }

    func test_lateEventOfAnEndedLease_reachesNeitherItsContainerNorTheNextLease() async throws {
        try await onMain {
            let (pool, _) = PoolFixture.pool()
            let first = try await pool.lease()
            let firstView = try XCTUnwrap(PoolFixture.view(of: first))
            var heardByFirst: [NavigationEvent] = []
            first.onNavigationEvent = { heardByFirst.append($0) }
            first.close()
            let second = try await pool.lease()
            var heardBySecond: [NavigationEvent] = []
            second.onNavigationEvent = { heardBySecond.append($0) }
            // The old view reports a load finishing after its lease ended (KKJSBridge's late about:blank).
            firstView.report(.finished(URL(string: "about:blank")))
            XCTAssertEqual(heardByFirst, [])
            XCTAssertEqual(heardBySecond, [])
            XCTAssertEqual(pool.leasedCount, 1)
            XCTAssertEqual(pool.statistics.returns, 1)
        }
    }

    func test_releasedContainer_goesBackToThePool() async throws {
        try await onMain {
            let (pool, _) = PoolFixture.pool()
            var container: WebContainer? = try await pool.lease()
            try await PoolFixture.use(try XCTUnwrap(container))
            XCTAssertEqual(pool.leasedCount, 1)
            container = nil
            XCTAssertEqual(pool.leasedCount, 0)
            await PoolFixture.settle(pool)
            XCTAssertEqual(pool.idleCount, 1)
        }
    }

    func test_pendingNativeCall_settlesBridgeClosed_whenTheContainerIsReleased() async throws {
        try await onMain {
            let (pool, _) = PoolFixture.pool()
            var container: WebContainer? = try await pool.lease()
            let bridge = try XCTUnwrap(container).bridge
            let view = try XCTUnwrap(PoolFixture.view(of: try XCTUnwrap(container)))
            view.holdsAsyncCalls = true  // the page never answers
            let call = Task { @MainActor in
                do { _ = try await bridge.callRaw("h5.slow", timeout: .seconds(30)); return "answered" } catch { return error.code }
            }
            while bridge.pending.count == 0 { await Task.yield() }
            container = nil
            let outcome = await call.value
            XCTAssertEqual(outcome, "bridge_closed")
            XCTAssertEqual(pool.leasedCount, 0)
        }
    }

    func test_containerKeptPastItsLease_reachesNothing() async throws {
        try await onMain {
            let (pool, _) = PoolFixture.pool()
            let old = try await pool.lease()
            old.close()
            let current = try await pool.lease()
            let currentView = try XCTUnwrap(PoolFixture.view(of: current))
            XCTAssertTrue(old.isClosed)
            do {
                try await old.load(URL(string: "https://app.example/")!)
                XCTFail("an ended lease cannot load")
            } catch let error as EngineError {
                XCTAssertEqual(error, .viewClosed)
            }
            do {
                _ = try await old.evaluateJavaScript("1")
                XCTFail("an ended lease cannot run script")
            } catch let error as EngineError {
                XCTAssertEqual(error, .viewClosed)
            }
            XCTAssertTrue(currentView.loadedRequests.isEmpty)
            XCTAssertTrue(currentView.evaluated.allSatisfy { $0.source == PooledSlot.warmUpScript })
        }
    }

    func test_leasedViewWhoseProcessDied_isNotRecycledIntoTheDeadProcess() async throws {
        try await onMain {
            let (pool, engine) = PoolFixture.pool()
            await pool.prewarm(1)
            let container = try await pool.lease()
            let view = try XCTUnwrap(PoolFixture.view(of: container))
            let deadProcess = try XCTUnwrap(engine.process(of: view))
            container.recoveryPolicy.isEnabled = false
            engine.kill(process: deadProcess)
            container.close()
            await PoolFixture.settle(pool)
            let next = try await pool.lease()
            let nextView = try XCTUnwrap(PoolFixture.view(of: next))
            XCTAssertNotEqual(engine.process(of: nextView), deadProcess)
            XCTAssertEqual(pool.statistics.warmLeases, 2)
        }
    }
}

private extension Error {
    var code: String { (self as? BridgeError)?.code ?? "\(self)" }
}
