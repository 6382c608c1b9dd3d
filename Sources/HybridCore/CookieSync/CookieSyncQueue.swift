/// Runs cookie sync operations one after another, in the order they came.
@MainActor
final class CookieSyncQueue {
    typealias Operation = @MainActor () async throws -> Void
    private var operations: [(run: Operation, onError: (any Error) -> Void, isPull: Bool)] = []
    private var worker: Task<Void, Never>?
    private var drainWaiters: [CheckedContinuation<Void, Never>] = []

    /// Whether a store read is waiting to run (a new one would read the same).
    var hasPendingPull: Bool { operations.contains { $0.isPull } }

    func enqueue(_ operation: @escaping Operation, onError: @escaping (any Error) -> Void) {
        operations.append((operation, onError, false))
        startIfIdle()
    }

    func enqueuePull(_ operation: @escaping Operation, onError: @escaping (any Error) -> Void) {
        operations.append((operation, onError, true))
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
