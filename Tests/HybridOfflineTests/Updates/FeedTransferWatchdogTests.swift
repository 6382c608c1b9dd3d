import Foundation
@testable import HybridOffline
import XCTest

/// The watchdog that settles a feed transfer URLSession went quiet on, even if
/// URLSession's own timeout never fires.
final class FeedTransferWatchdogTests: XCTestCase {
    private final class Checks: @unchecked Sendable {
        let lock = NSLock()
        var limits: [Duration] = []
        var endAfter: Int
        init(endAfter: Int) { self.endAfter = endAfter }

        func expire(_ limit: Duration) -> Bool {
            lock.withLock {
                limits.append(limit)
                return limits.count >= endAfter
            }
        }
    }

    func test_watchdog_asksEverySecond_withTheTimeoutPlusAMargin_andStopsOnceItEndedTheTransfer() async throws {
        let checks = Checks(endAfter: 2)
        let started = ContinuousClock.now
        let watchdog = FeedTransferWatchdog.start(idleTimeout: .milliseconds(500)) { checks.expire($0) }
        await watchdog.value
        let elapsed = ContinuousClock.now - started
        XCTAssertEqual(checks.lock.withLock { checks.limits }, [.milliseconds(2_500), .milliseconds(2_500)])
        XCTAssertGreaterThanOrEqual(elapsed, .milliseconds(1_900), "asked about once a second")
        XCTAssertLessThan(elapsed, .seconds(10))
    }

    func test_cancelledWatchdog_asksNoMore() async throws {
        let checks = Checks(endAfter: .max)
        let watchdog = FeedTransferWatchdog.start(idleTimeout: .seconds(1)) { checks.expire($0) }
        watchdog.cancel()
        await watchdog.value
        try await Task.sleep(for: .milliseconds(1_300))  // longer than one check's interval: none may come
        XCTAssertEqual(checks.lock.withLock { checks.limits.count }, 0)
    }

    /// A transfer whose session went quiet is settled by the watchdog as a
    /// retryable timeout that names the file, exactly once.
    func test_quietTransfer_isSettledAsRetryableTimeout_once() async throws {
        let settlement = FeedTaskSettlement<Int>(path: "files/app.js")
        let installed = expectation(description: "waiting")
        let outcome = Task {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int, any Error>) in
                settlement.lock.withLock { settlement.installLocked(continuation) }
                installed.fulfill()
            }
        }
        await fulfillment(of: [installed], timeout: 5)
        XCTAssertFalse(settlement.expire(ifIdleFor: .seconds(60)), "not idle long enough")
        XCTAssertTrue(settlement.expire(ifIdleFor: .zero))
        XCTAssertFalse(settlement.expire(ifIdleFor: .zero), "settled once")
        do {
            _ = try await outcome.value
            XCTFail("a quiet transfer returned a value")
        } catch let FeedAttemptFailure.retryable(reason) {
            XCTAssertTrue("\(reason)".contains("files/app.js"), "\(reason)")
        }
    }
}
