/// Runs cookie sync operations one after another, in the order they came.
/// A store read (pull) or a jar write-out (push) waits at most once: a new one
/// would do the same work, so bursts coalesce.
@MainActor
final class CookieSyncQueue {
    typealias Operation = @MainActor () async throws -> Void
    enum Kind { case pull, push }
    private var operations: [(run: Operation, onError: (any Error) -> Void, kind: Kind?)] = []
    private var worker: Task<Void, Never>?
    private var drainWaiters: [CheckedContinuation<Void, Never>] = []

    /// Adds `operation` unless one of the same kind is still waiting to run.
    func enqueueOnce(_ kind: Kind, _ operation: @escaping Operation, onError: @escaping (any Error) -> Void) {
        guard !operations.contains(where: { $0.kind == kind }) else { return }
        operations.append((operation, onError, kind))
        startIfIdle()
    }

    /// Returns when the queue is empty and nothing runs.
    func drain() async {
        if worker == nil && operations.isEmpty { return }
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
