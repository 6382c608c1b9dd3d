/// Runs the sync's write-outs to the store one after another, in the order they
/// came. One waits at most once: a second would take the same outbox, so bursts
/// coalesce. Reads of the store have their own schedule (``CookieStoreReads``).
@MainActor
final class CookieSyncQueue {
    typealias Operation = @MainActor () async throws -> Void
    private var operations: [(run: Operation, onError: (any Error) -> Void)] = []
    private var worker: Task<Void, Never>?
    private var drainWaiters: [CheckedContinuation<Void, Never>] = []

    /// Adds `operation` unless one is still waiting to run.
    func enqueueOnce(_ operation: @escaping Operation, onError: @escaping (any Error) -> Void) {
        guard operations.isEmpty else { return }
        operations.append((operation, onError))
        startIfIdle()
    }

    var isIdle: Bool { worker == nil && operations.isEmpty }

    /// Returns when the queue is empty and nothing runs.
    func drain() async {
        if isIdle { return }
        await withCheckedContinuation { drainWaiters.append($0) }
    }

    private func startIfIdle() {
        guard worker == nil else { return }
        worker = Task { @MainActor in
            while !operations.isEmpty {
                let next = operations.removeFirst()
                do { try await next.run() } catch { next.onError(error) }
            }
            worker = nil
            let waiters = drainWaiters
            drainWaiters.removeAll()
            for waiter in waiters { waiter.resume() }
        }
    }
}
