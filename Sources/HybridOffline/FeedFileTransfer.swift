import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP request for one feed file, streamed into its ``FeedPartialFile``:
/// a `Range` request when bytes are already there, every chunk hashed and
/// written as it arrives, a body longer than the manifest's size stopped at once.
/// A server that answers the Range request with the whole file (200) starts the
/// file again from nothing, so the bytes are never doubled.
final class FeedFileTransfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private let file: FeedPartialFile
    private let path: String
    private let offset: Int64
    /// Bytes added (negative when a restart throws bytes away), for progress.
    private let onBytes: @Sendable (Int64) -> Void
    private var continuation: CheckedContinuation<Void, any Error>?
    private var failure: FeedAttemptFailure?
    private var responseChecked = false

    private init(file: FeedPartialFile, path: String, onBytes: @escaping @Sendable (Int64) -> Void) {
        self.file = file
        self.path = path
        offset = file.count
        self.onBytes = onBytes
    }

    /// Fetches `url` into `file` from the bytes it already holds. Throws ``FeedAttemptFailure``.
    static func run(_ url: URL, path: String, into file: FeedPartialFile, idleTimeout: Duration,
                    onBytes: @escaping @Sendable (Int64) -> Void) async throws {
        let transfer = FeedFileTransfer(file: file, path: path, onBytes: onBytes)
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: idleTimeout.timeInterval)
        if transfer.offset > 0 { request.setValue("bytes=\(transfer.offset)-", forHTTPHeaderField: "Range") }
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let session = URLSession(configuration: FeedClient.configuration(idleTimeout: idleTimeout), delegate: transfer, delegateQueue: queue)
        defer { session.finishTasksAndInvalidate() }
        let task = session.dataTask(with: request)
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                transfer.lock.withLock { transfer.continuation = continuation }
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }

    private func fail(_ failure: FeedAttemptFailure) {
        lock.withLock { if self.failure == nil { self.failure = failure } }
    }

    /// Decides from the response, once, before its first byte is kept: whether the body continues
    /// the file, replaces it (200 to a Range request) or is refused. Read from the task rather than
    /// from `didReceive response`, whose completion handler is declared differently on each platform.
    private func accepts(_ response: URLResponse?) -> Bool {
        let decided = lock.withLock { () -> Bool in
            defer { responseChecked = true }
            return responseChecked
        }
        if decided { return lock.withLock { failure == nil } }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        let range = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Range") ?? ""
        switch status {
        case 206 where offset > 0 && range.hasPrefix("bytes \(offset)-"):
            return true
        case 200:
            guard offset > 0 else { return true }
            // The server ignored Range: the body is the whole file, so the file starts again.
            do { try file.restart() } catch { fail(.final(.network("\(error)"))); return false }
            onBytes(-offset)
            return true
        case 206, 416:
            // A range that is not the one asked for: throw the bytes away and fetch the whole file next time.
            try? file.restart()
            onBytes(-offset)
            fail(.retryable(.httpStatus(status, path: path)))
            return false
        default:
            fail(.status(status, path: path))
            return false
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard accepts(dataTask.response) else { return dataTask.cancel() }
        do {
            try file.append(data)
            onBytes(Int64(data.count))
        } catch let error as PackageUpdateError {
            fail(.final(error))
            dataTask.cancel()
        } catch {
            fail(.final(.network("cannot store \(path): \(error)")))
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if error == nil { _ = accepts(task.response) }  // an empty body: its status still decides
        let (continuation, failure) = lock.withLock { () -> (CheckedContinuation<Void, any Error>?, FeedAttemptFailure?) in
            defer { self.continuation = nil }
            return (self.continuation, self.failure)
        }
        if let failure { continuation?.resume(throwing: failure) } else if let error {
            continuation?.resume(throwing: FeedAttemptFailure.transport(error))
        } else {
            continuation?.resume()
        }
    }
}
