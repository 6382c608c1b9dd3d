import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One URLSession data task that settles exactly once: with the body, or with the
/// first limit it broke. The size limit is checked against Content-Length before
/// the body is read and again as each chunk arrives; a watchdog ends the transfer
/// at the total deadline or after `idle` seconds without a byte, whether or not
/// URLSession's own timers fire.
final class BoundedTransfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let url: URL
    private let maximumLength: Int
    private let limits: FetchLimits
    private let lock = NSLock()
    private var body: [UInt8] = []
    private var failure: TUFError?
    private var continuation: CheckedContinuation<Result<[UInt8], TUFError>, Never>?
    private var settled: Result<[UInt8], TUFError>?
    private var lastActivity = ContinuousClock.now
    private weak var task: URLSessionDataTask?
    private var received: HTTPValidators?

    /// The validators of the response, once it arrived.
    var validators: HTTPValidators? { lock.withLock { received } }

    init(url: URL, maximumLength: Int, limits: FetchLimits) {
        self.url = url
        self.maximumLength = maximumLength
        self.limits = limits
    }

    func run(_ task: URLSessionDataTask) async -> Result<[UInt8], TUFError> {
        lock.withLock { self.task = task }
        let start = ContinuousClock.now
        let watchdog = Task { [self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(100))
                let now = ContinuousClock.now
                let idleFor = lock.withLock { now - lastActivity }
                if now - start >= .seconds(limits.total) {
                    settle(.failure(.deadlineExceeded(url: url.absoluteString, seconds: limits.total)))
                } else if idleFor >= .seconds(limits.idle) {
                    settle(.failure(.idleTimeout(url: url.absoluteString, seconds: limits.idle)))
                }
            }
        }
        defer { watchdog.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let early = lock.withLock { () -> Result<[UInt8], TUFError>? in
                    if let settled { return settled }
                    self.continuation = continuation
                    return nil
                }
                if let early { continuation.resume(returning: early) } else { task.resume() }
            }
        } onCancel: {
            settle(.failure(.network(url: url.absoluteString, reason: "the transfer was cancelled")))
        }
    }

    /// Records the outcome once, cancels the task and wakes the waiter.
    private func settle(_ result: Result<[UInt8], TUFError>) {
        let (waiter, task) = lock.withLock { () -> (CheckedContinuation<Result<[UInt8], TUFError>, Never>?, URLSessionDataTask?) in
            guard settled == nil else { return (nil, nil) }
            settled = result
            defer { continuation = nil }
            return (continuation, self.task)
        }
        task?.cancel()
        waiter?.resume(returning: result)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        lock.withLock {
            lastActivity = .now
            if let http = response as? HTTPURLResponse {
                let found = HTTPValidators(etag: http.value(forHTTPHeaderField: "ETag"), lastModified: http.value(forHTTPHeaderField: "Last-Modified"))
                received = found.isEmpty ? nil : found
            }
        }
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            settle(.failure(.httpStatus(url: url.absoluteString, status: http.statusCode)))
            return completionHandler(.cancel)
        }
        if response.expectedContentLength > Int64(maximumLength) {
            settle(.failure(.tooLarge(url: url.absoluteString, limit: maximumLength)))
            return completionHandler(.cancel)
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = lock.withLock { () -> Bool in
            lastActivity = .now
            guard settled == nil else { return false }
            guard body.count + data.count <= maximumLength else { return true }
            body.append(contentsOf: data)
            return false
        }
        if tooLarge { settle(.failure(.tooLarge(url: url.absoluteString, limit: maximumLength))) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if let error {
            return settle(.failure(.network(url: url.absoluteString, reason: error.localizedDescription)))
        }
        if let http = task.response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            return settle(.failure(.httpStatus(url: url.absoluteString, status: http.statusCode)))
        }
        let body = lock.withLock { self.body }
        settle(.success(body))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        completionHandler(request)
    }
}
