import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One fetch of a remote path configuration, held to what the first URL was held to
/// on every hop: a redirect to plain HTTP (or, from this machine, anywhere else) is
/// refused before it is followed, and the body stops at the size limit as it arrives
/// instead of being read whole first.
final class PathConfigurationFetch: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var body = Data()
    private var refusal: PathConfigurationError?
    private var status = 0
    private var continuation: CheckedContinuation<Result<Data, PathConfigurationError>, Never>?

    /// Whether `url` may be fetched: HTTPS, or HTTP to this machine.
    static func isAllowed(_ url: URL) -> Bool {
        let scheme = url.scheme?.lowercased(), host = url.host?.lowercased() ?? ""
        return scheme == "https" || (scheme == "http" && ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host))
    }

    static func fetch(_ request: URLRequest) async -> Result<Data, PathConfigurationError> {
        let fetch = PathConfigurationFetch()
        let session = URLSession(configuration: .ephemeral, delegate: fetch, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        return await withCheckedContinuation { continuation in
            fetch.lock.withLock { fetch.continuation = continuation }
            session.dataTask(with: request).resume()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        guard let next = request.url, Self.isAllowed(next) else {
            refuse("the path configuration redirected to \(request.url?.absoluteString.prefix(200) ?? "nothing"), which is not HTTPS")
            completionHandler(nil)
            task.cancel()
            return
        }
        completionHandler(request)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let code = (response as? HTTPURLResponse)?.statusCode ?? 0
        lock.withLock { status = code }
        if response.expectedContentLength > Int64(PathConfiguration.maximumBytes) {
            refuse(Self.tooLarge)
            return completionHandler(.cancel)
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over = lock.withLock { () -> Bool in
            body.append(data)
            return body.count > PathConfiguration.maximumBytes
        }
        if over {
            refuse(Self.tooLarge)
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (waiter, result) = lock.withLock { () -> (CheckedContinuation<Result<Data, PathConfigurationError>, Never>?, Result<Data, PathConfigurationError>) in
            defer { continuation = nil }
            if let refusal { return (continuation, .failure(refusal)) }
            if let error { return (continuation, .failure(PathConfigurationError("the path configuration could not be fetched: \(error.localizedDescription)"))) }
            guard status == 200 else { return (continuation, .failure(PathConfigurationError("the path configuration answered \(status), not 200"))) }
            return (continuation, .success(body))
        }
        waiter?.resume(returning: result)
    }

    private static let tooLarge = "the path configuration is larger than \(PathConfiguration.maximumBytes) bytes; no more is read"

    private func refuse(_ reason: String) {
        lock.withLock { if refusal == nil { refusal = PathConfigurationError(reason) } }
    }
}
