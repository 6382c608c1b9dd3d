import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request for a small feed document (channel, signature, manifest), held in
/// memory only up to a limit: a mirror that sends a larger or endless body is cut
/// off at the limit, so it cannot make the app's memory grow. It always settles
/// (``FeedTransferWatchdog``), like ``FeedFileTransfer``.
final class FeedDocumentTransfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private let path: String
    private let limit: Int
    private var body = Data()
    private var continuation: CheckedContinuation<FeedResponse, any Error>?
    private var failure: FeedAttemptFailure?
    private var lastActivity = ContinuousClock.now

    private init(path: String, limit: Int) {
        self.path = path
        self.limit = limit
    }

    /// The response (any status) and its body. Throws ``FeedAttemptFailure``.
    static func run(_ request: URLRequest, path: String, limit: Int, idleTimeout: Duration) async throws -> FeedResponse {
        let transfer = FeedDocumentTransfer(path: path, limit: limit)
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let session = URLSession(configuration: FeedClient.configuration(idleTimeout: idleTimeout), delegate: transfer, delegateQueue: queue)
        defer { session.finishTasksAndInvalidate() }
        let task = session.dataTask(with: request)
        let watchdog = FeedTransferWatchdog.start(idleTimeout: idleTimeout) {
            guard transfer.expire(ifIdleFor: $0) else { return false }
            task.cancel()
            return true
        }
        defer { watchdog.cancel() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<FeedResponse, any Error>) in
                transfer.lock.withLock { transfer.continuation = continuation }
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }

    /// Settles the request as a timeout when URLSession has said nothing for `limit`.
    private func expire(ifIdleFor limit: Duration) -> Bool {
        let continuation = lock.withLock { () -> CheckedContinuation<FeedResponse, any Error>? in
            guard ContinuousClock.now - lastActivity >= limit else { return nil }
            defer { self.continuation = nil }
            return self.continuation
        }
        continuation?.resume(throwing: FeedAttemptFailure.retryable(.network("no answer for \(path) in \(limit)")))
        return continuation != nil
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = lock.withLock { () -> Bool in
            lastActivity = .now
            guard failure == nil else { return false }
            guard body.count + data.count <= limit else {
                failure = .final(.documentTooLarge(path: path, limit: limit))
                return true
            }
            body.append(data)
            return false
        }
        if tooLarge { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (continuation, failure, body) = lock.withLock {
            defer { self.continuation = nil }
            return (self.continuation, self.failure, self.body)
        }
        let response = task.response as? HTTPURLResponse
        if let failure { return continuation?.resume(throwing: failure) ?? () }
        if let error { return continuation?.resume(throwing: FeedAttemptFailure.transport(error)) ?? () }
        guard let response else { return continuation?.resume(throwing: FeedAttemptFailure.retryable(.network("no HTTP response for \(path)"))) ?? () }
        continuation?.resume(returning: FeedResponse(response, body: body))
    }
}
