import Foundation
import HybridVocabulary
import HybridEngineInterface

/// Turns the navigation event stream into one awaited result per load.
/// A new load, a closed view or a timeout settles the one before it; it never hangs.
@MainActor
final class LoadWaiter {
    private var pending: CheckedContinuation<URL?, any Error>?

    var isWaiting: Bool { pending != nil }
    /// Whether the awaited load has reported `started`. Until then, a cancelled
    /// navigation is the awaited one: the engine reports nothing for it.
    private(set) var sawStarted = false
    /// The awaited navigation, when the engine names its navigations; events of others are not its.
    private var awaited: NavigationID?

    /// Counts waits, so a timer fires only for the wait that set it.
    private var generation: UInt64 = 0

    /// Waits at most `timeout`; a timeout reports `reportedTimeout` (the load's whole
    /// time when part of it went before the wait), or `timeout` when none is given.
    func wait(for navigation: NavigationID?, timeout: Duration, reportedTimeout: Duration? = nil,
              onTimeout: @escaping @MainActor () -> Void) async throws -> URL? {
        fail(NavigationError.cancelled)
        sawStarted = false
        awaited = navigation
        generation += 1
        let mine = generation
        // The shared timer, not a sleeping task per load: on Linux a cancelled sleep
        // keeps its timer (and memory) until the deadline it was given.
        let cancelTimer = DeadlineTimers.shared.schedule(after: timeout) { [weak self] in
            guard let self, self.isWaiting, self.generation == mine else { return }
            // Settle first: stopping the engine reports a cancellation that must not win.
            self.fail(NavigationError.timedOut(seconds: (reportedTimeout ?? timeout).timeInterval))
            onTimeout()
        }
        defer { cancelTimer() }
        return try await withCheckedThrowingContinuation { pending = $0 }
    }

    /// The awaited load goes on as `navigation` (the container sent it again,
    /// e.g. with common parameters): it waits for that one's events, and the
    /// cancelled original no longer counts as cancelled before it started.
    func continueAs(_ navigation: NavigationID?) {
        guard isWaiting else { return }
        sawStarted = true
        if awaited != nil { awaited = navigation }
    }

    /// Whether the engine names `navigation` as another than the awaited load (`false` when either is unnamed).
    func awaitsAnother(than navigation: NavigationID?) -> Bool {
        guard isWaiting, let awaited, let navigation else { return false }
        return navigation != awaited
    }

    func handle(_ event: NavigationEvent, navigation: NavigationID? = nil) {
        if let awaited, let navigation, navigation != awaited { return }
        switch event {
        case .started: sawStarted = true
        case .finished(let url): succeed(url)
        case .failed(_, let error): fail(error)
        default: break
        }
    }

    func succeed(_ url: URL?) {
        pending?.resume(returning: url)
        pending = nil
    }

    func fail(_ error: any Error) {
        pending?.resume(throwing: error)
        pending = nil
    }
}
