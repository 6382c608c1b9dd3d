import Foundation
@_spi(Engine) @testable import HybridCore
import XCTest

/// A load's time limit runs on the shared deadline timer and belongs to that load alone.
final class LoadWaiterTests: XCTestCase {
    private static let url = URL(string: "https://app.example/")!

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
            let waiter = LoadWaiter()
            var timeouts = 0
            let first = Task { @MainActor in try await waiter.wait(for: nil, timeout: .milliseconds(30)) { timeouts += 1 } }
            while !waiter.isWaiting { await Task.yield() }
            let second = Task { @MainActor in try await waiter.wait(for: nil, timeout: .seconds(5)) { timeouts += 1 } }
            do {
                _ = try await first.value
                XCTFail("the replaced load settled")
            } catch {
                XCTAssertEqual(error as? NavigationError, .cancelled)
            }
            try await Task.sleep(for: .milliseconds(150))
            XCTAssertTrue(waiter.isWaiting, "the replacing load is still waiting after the first one's limit passed")
            XCTAssertEqual(timeouts, 0)
            waiter.succeed(Self.url)
            let settled = try await second.value
            XCTAssertEqual(settled, Self.url)
        }
    }

    func test_settledLoad_leavesNoTimerThatFiresLater() async throws {
        try await onMain {
            let waiter = LoadWaiter()
            var timeouts = 0
            let load = Task { @MainActor in try await waiter.wait(for: nil, timeout: .milliseconds(30)) { timeouts += 1 } }
            while !waiter.isWaiting { await Task.yield() }
            waiter.handle(.finished(Self.url))
            let settled = try await load.value
            XCTAssertEqual(settled, Self.url)
            try await Task.sleep(for: .milliseconds(100))
            XCTAssertEqual(timeouts, 0)
        }
    }
}
