import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request for a small feed document (channel, signature, manifest), held in
/// memory only up to a limit: a mirror that sends a larger or endless body is cut
/// off at the limit, so it cannot make the app's memory grow. It always settles
/// (``FeedTaskSettlement``), like ``FeedFileTransfer``.
final class FeedDocumentTransfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let settlement: FeedTaskSettlement<FeedResponse>
    private let path: String
    private let limit: Int
    private var body = Data()
    private var failure: FeedAttemptFailure?

    private init(path: String, limit: Int) {
        self.path = path
        self.limit = limit
        settlement = FeedTaskSettlement(path: path)
    }

    /// The response (any status) and its body. Throws ``FeedAttemptFailure``.
    static func run(_ request: URLRequest, path: String, limit: Int, idleTimeout: Duration) async throws -> FeedResponse {
        let transfer = FeedDocumentTransfer(path: path, limit: limit)
        return try await transfer.settlement.run(request, delegate: transfer, idleTimeout: idleTimeout)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = settlement.lock.withLock { () -> Bool in
            settlement.touchLocked()
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
        let (continuation, failure, body) = settlement.lock.withLock { (settlement.takeLocked(), self.failure, self.body) }
        let response = task.response as? HTTPURLResponse
        if let failure { return continuation?.resume(throwing: failure) ?? () }
        if let error { return continuation?.resume(throwing: FeedAttemptFailure.transport(error)) ?? () }
        guard let response else { return continuation?.resume(throwing: FeedAttemptFailure.retryable(.network("no HTTP response for \(path)"))) ?? () }
        continuation?.resume(returning: FeedResponse(response, body: body))
    }
}
