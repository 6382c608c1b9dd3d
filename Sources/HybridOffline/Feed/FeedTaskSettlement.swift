import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The part every feed transfer shares: one URLSession data task, settled exactly
/// once, with the delegate's outcome, as a retryable timeout when URLSession has
/// said nothing for too long (``FeedTransferWatchdog``), or as cancelled. The
/// delegate holds ``lock`` while it reads or changes its own state, so a late
/// callback never acts after the transfer settled.
final class FeedTaskSettlement<Value: Sendable>: @unchecked Sendable {
    let lock = NSLock()
    private let path: String
    private var continuation: CheckedContinuation<Value, any Error>?
    private var lastActivity = ContinuousClock.now

    init(path: String) { self.path = path }

    /// Whether the transfer still waits for an outcome. With ``lock`` held.
    var isPendingLocked: Bool { continuation != nil }

    /// Something arrived from URLSession. With ``lock`` held.
    func touchLocked() { lastActivity = .now }

    /// Waits on `continuation` for the outcome. With ``lock`` held.
    func installLocked(_ continuation: CheckedContinuation<Value, any Error>) { self.continuation = continuation }

    /// The continuation to settle, once; `nil` when it was settled already. With ``lock`` held.
    func takeLocked() -> CheckedContinuation<Value, any Error>? {
        defer { continuation = nil }
        return continuation
    }

    /// Runs `request` with `delegate` (which settles through ``takeLocked()``) and returns its outcome.
    func run(_ request: URLRequest, delegate: any URLSessionDataDelegate, idleTimeout: Duration) async throws -> Value {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let session = URLSession(configuration: FeedClient.configuration(idleTimeout: idleTimeout), delegate: delegate, delegateQueue: queue)
        defer { session.finishTasksAndInvalidate() }
        let task = session.dataTask(with: request)
        let watchdog = FeedTransferWatchdog.start(idleTimeout: idleTimeout) { [self] limit in
            guard expire(ifIdleFor: limit) else { return false }
            task.cancel()
            return true
        }
        defer { watchdog.cancel() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
                lock.withLock { installLocked(continuation) }
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }

    /// Settles as a timeout when URLSession has said nothing for `limit`.
    func expire(ifIdleFor limit: Duration) -> Bool {
        let continuation = lock.withLock { () -> CheckedContinuation<Value, any Error>? in
            guard ContinuousClock.now - lastActivity >= limit else { return nil }
            return takeLocked()
        }
        continuation?.resume(throwing: FeedAttemptFailure.retryable(.network("no answer for \(path) in \(limit)")))
        return continuation != nil
    }
}
