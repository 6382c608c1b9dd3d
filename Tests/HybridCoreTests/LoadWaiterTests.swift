import Foundation
@testable import HybridCore
import HybridTesting
import XCTest

/// A load's time limit runs on the shared deadline timer and belongs to that load alone.
final class LoadWaiterTests: XCTestCase {
    private static let url = URL(string: "https://app.example/")!

    @MainActor
    private final class Timeouts { var count = 0 }

    /// Starts a wait and returns once the waiter holds it.
    @MainActor
    private static func start(_ waiter: LoadWaiter, timeout: Duration, _ timeouts: Timeouts) async -> Task<URL?, any Error> {
        let wait = Task { @MainActor in try await waiter.wait(for: nil, timeout: timeout) { timeouts.count += 1 } }
        while !waiter.isWaiting { await Task.yield() }
        return wait
    }

    func test_loadThatNeverSettles_timesOutWithTheTimeGiven_once() async throws {
        try await onMain {
            let waiter = LoadWaiter()
            var timeouts = 0
            do {
                _ = try await waiter.wait(for: nil, timeout: .milliseconds(50)) { timeouts += 1 }
                XCTFail("settled without an event")
            } catch {
                XCTAssertEqual(error as? NavigationError, .timedOut(seconds: 0.05))
            }
            XCTAssertFalse(waiter.isWaiting)
            XCTAssertEqual(timeouts, 1)
        }
    }

    func test_replacedLoadsTimer_neverFailsTheLoadThatReplacedIt() async throws {
        try await onMain {
            let waiter = LoadWaiter(), timeouts = Timeouts()
            let first = await Self.start(waiter, timeout: .milliseconds(30), timeouts)
            let second = await Self.start(waiter, timeout: .seconds(5), timeouts)
            do {
                _ = try await first.value
                XCTFail("the replaced load settled")
            } catch {
                XCTAssertEqual(error as? NavigationError, .cancelled)
            }
            try await Task.sleep(for: .milliseconds(150))
            XCTAssertTrue(waiter.isWaiting, "the replacing load is still waiting after the first one's limit passed")
            XCTAssertEqual(timeouts.count, 0)
            waiter.succeed(Self.url)
            let settled = try await second.value
            XCTAssertEqual(settled, Self.url)
        }
    }

    func test_settledLoad_leavesNoTimerThatFiresLater() async throws {
        try await onMain {
            let waiter = LoadWaiter(), timeouts = Timeouts()
            let load = await Self.start(waiter, timeout: .milliseconds(30), timeouts)
            waiter.handle(.finished(Self.url))
            let settled = try await load.value
            XCTAssertEqual(settled, Self.url)
            try await Task.sleep(for: .milliseconds(100))
            XCTAssertEqual(timeouts.count, 0)
        }
    }
}
