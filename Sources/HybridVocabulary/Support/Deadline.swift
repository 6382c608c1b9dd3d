/// Runs work with a time limit and returns whichever comes first: its result
/// or `onTimeout`. The result is returned once; on timeout the work is cancelled.
///
/// Deadlines share one timer (``DeadlineTimers``) instead of a sleeping task per
/// call, which keeps the per-call cost of the hot path to one task.
@MainActor
package enum Deadline {
    package static func run<T: Sendable>(
        timeout: Duration,
        onTimeout: T,
        _ work: @escaping @MainActor () async -> T
    ) async -> T {
        let settle = SettleOnce<T>()
        return await withCheckedContinuation { continuation in
            settle.continuation = continuation
            // At once: a handler that does not suspend finishes right here, so
            // the hot path takes no extra trip through the main queue.
            let worker = startNow { settle.resume(await work()) }
            guard settle.continuation != nil else { return }
            settle.cancelTimeout = DeadlineTimers.shared.schedule(after: timeout) {
                settle.resume(onTimeout)
                worker.cancel()
            }
        }
    }
}

/// A continuation resumed by the first of two racers only.
@MainActor
package final class SettleOnce<T: Sendable> {
    package var continuation: CheckedContinuation<T, Never>?
    package var cancelTimeout: (() -> Void)?

    package init() {}

    /// Waits for the next ``resume(_:)``; `start` runs once the wait is in place
    /// (it shows what a person will answer). A wait still open settles with `replaced` first.
    package func wait(replacing replaced: T, _ start: () -> Void) async -> T {
        resume(replaced)
        return await withCheckedContinuation { continuation = $0; start() }
    }

    package func resume(_ value: T) {
        guard let continuation else { return }
        self.continuation = nil
        cancelTimeout?()
        cancelTimeout = nil
        continuation.resume(returning: value)
    }
}
