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

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        let range = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Range") ?? ""
        switch status {
        case 206 where offset > 0 && range.hasPrefix("bytes \(offset)-"):
            completionHandler(.allow)
        case 200:
            if offset > 0 {
                // The server ignored Range: the body is the whole file, so the file starts again.
                do { try file.restart() } catch { fail(.final(.network("\(error)"))); completionHandler(.cancel); return }
                onBytes(-offset)
            }
            completionHandler(.allow)
        case 206, 416:
            // A range that is not the one asked for: throw the bytes away and fetch the whole file next time.
            try? file.restart()
            onBytes(-offset)
            fail(.retryable(.httpStatus(status, path: path)))
            completionHandler(.cancel)
        default:
            fail(.status(status, path: path))
            completionHandler(.cancel)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard lock.withLock({ failure == nil }) else { return }
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
