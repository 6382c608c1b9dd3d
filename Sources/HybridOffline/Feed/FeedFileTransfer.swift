import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP request for one feed file, streamed into its ``FeedPartialFile``:
/// a `Range` request when bytes are already there, every chunk hashed and
/// written as it arrives, a body longer than the manifest's size stopped at once.
/// A server that answers the Range request with the whole file (200) starts the
/// file again from nothing, so the bytes are never doubled.
///
/// It always settles: if URLSession reports nothing (no byte, no completion) for
/// longer than its own timeout plus a margin, ``FeedTransferWatchdog`` ends the
/// attempt as a timeout (``FeedTaskSettlement``). Once settled, nothing more is written to the file, so the
/// next attempt owns it alone.
final class FeedFileTransfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let settlement: FeedTaskSettlement<Void>
    private let file: FeedPartialFile
    private let path: String
    private let offset: Int64
    /// Bytes added (negative when a restart throws bytes away), for progress.
    private let onBytes: @Sendable (Int64) -> Void
    private var failure: FeedAttemptFailure?
    private var responseChecked = false

    private init(file: FeedPartialFile, path: String, onBytes: @escaping @Sendable (Int64) -> Void) {
        self.file = file
        self.path = path
        offset = file.count
        self.onBytes = onBytes
        settlement = FeedTaskSettlement(path: path)
    }

    /// Fetches `url` into `file` from the bytes it already holds. Throws ``FeedAttemptFailure``.
    static func run(_ url: URL, path: String, into file: FeedPartialFile, idleTimeout: Duration,
                    onBytes: @escaping @Sendable (Int64) -> Void) async throws {
        let transfer = FeedFileTransfer(file: file, path: path, onBytes: onBytes)
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: idleTimeout.timeInterval)
        if transfer.offset > 0 { request.setValue("bytes=\(transfer.offset)-", forHTTPHeaderField: "Range") }
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        try await transfer.settlement.run(request, delegate: transfer, idleTimeout: idleTimeout)
    }

    /// Decides from the response, once, before its first byte is kept: whether the body continues
    /// the file, replaces it (200 to a Range request) or is refused. Read from the task rather than
    /// from `didReceive response`, whose completion handler is declared differently on each platform.
    /// Called with the lock held.
    private func acceptsLocked(_ response: URLResponse?) -> Bool {
        guard settlement.isPendingLocked else { return false }  // settled: the file belongs to the next attempt
        if responseChecked { return failure == nil }
        responseChecked = true
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        let range = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Range") ?? ""
        switch status {
        case 206 where offset > 0 && range.hasPrefix("bytes \(offset)-"):
            return true
        case 200:
            guard offset > 0 else { return true }
            // The server ignored Range: the body is the whole file, so the file starts again.
            do { try file.restart() } catch { failure = .final(.network("\(error)")); return false }
            onBytes(-offset)
            return true
        case 206, 416:
            // A range that is not the one asked for: throw the bytes away and fetch the whole file next time.
            try? file.restart()
            onBytes(-offset)
            failure = .retryable(.httpStatus(status, path: path))
            return false
        default:
            failure = .status(status, path: path)
            return false
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let kept = settlement.lock.withLock { () -> Bool in
            settlement.touchLocked()
            guard acceptsLocked(dataTask.response) else { return false }
            do {
                try file.append(data)
                onBytes(Int64(data.count))
                return true
            } catch let error as PackageUpdateError {
                failure = .final(error)
            } catch {
                failure = .final(.network("cannot store \(path): \(error)"))
            }
            return false
        }
        if !kept { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (continuation, failure) = settlement.lock.withLock { () -> (CheckedContinuation<Void, any Error>?, FeedAttemptFailure?) in
            if error == nil { _ = acceptsLocked(task.response) }  // an empty body: its status still decides
            return (settlement.takeLocked(), self.failure)
        }
        if let failure { continuation?.resume(throwing: failure) } else if let error {
            continuation?.resume(throwing: FeedAttemptFailure.transport(error))
        } else {
            continuation?.resume()
        }
    }
}
