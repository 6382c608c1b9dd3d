import Foundation
@testable import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// A load's time limit runs on the shared deadline timer and belongs to that load alone.
@MainActor
struct LoadWaiterTests {
    private static let url = URL(string: "https://app.example/")!

    @MainActor
    private final class Timeouts { var count = 0 }

    /// Starts a wait and returns once the waiter holds it.
    private static func start(_ waiter: LoadWaiter, timeout: Duration, _ timeouts: Timeouts) async -> Task<URL?, any Error> {
        let wait = Task { @MainActor in try await waiter.wait(for: nil, timeout: timeout) { timeouts.count += 1 } }
        while !waiter.isWaiting { await Task.yield() }
        return wait
    }

    @Test func loadThatNeverSettles_timesOutWithTheTimeGiven_once() async throws {
        let waiter = LoadWaiter()
        var timeouts = 0
        do {
            _ = try await waiter.wait(for: nil, timeout: .milliseconds(50)) { timeouts += 1 }
            Issue.record("settled without an event")
        } catch {
            #expect(error as? NavigationError == .timedOut(seconds: 0.05))
        }
        #expect(!waiter.isWaiting)
        #expect(timeouts == 1)
    }

    @Test func replacedLoadsTimer_neverFailsTheLoadThatReplacedIt() async throws {
        let waiter = LoadWaiter(), timeouts = Timeouts()
        // Long enough that a busy machine replaces it before its limit, which then passes unheeded.
        let first = await Self.start(waiter, timeout: .seconds(1), timeouts)
        let second = await Self.start(waiter, timeout: .seconds(5), timeouts)
        do {
            _ = try await first.value
            Issue.record("the replaced load settled")
        } catch {
            #expect(error as? NavigationError == .cancelled)
        }
        try await Task.sleep(for: .milliseconds(1500))  // well past the first load's limit
        #expect(waiter.isWaiting, "the replacing load is still waiting after the first one's limit passed")
        #expect(timeouts.count == 0)
        waiter.succeed(Self.url)
        let settled = try await second.value
        #expect(settled == Self.url)
    }

    @Test func settledLoad_leavesNoTimerThatFiresLater() async throws {
        let waiter = LoadWaiter(), timeouts = Timeouts()
        let load = await Self.start(waiter, timeout: .milliseconds(30), timeouts)
        waiter.handle(.finished(Self.url))
        let settled = try await load.value
        #expect(settled == Self.url)
        try await Task.sleep(for: .milliseconds(100))  // well past the settled load's limit
        #expect(timeouts.count == 0)
    }
}
