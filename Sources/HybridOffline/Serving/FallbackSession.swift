import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The one session every ``NetworkFallback`` fetches with: no cookies kept or sent, no cache, and a
/// redirect followed only within the origin the request went to. A redirect it declines comes back
/// as the 3xx answer itself, which the fallback refuses.
enum FallbackSession {
    static let shared: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieAcceptPolicy = .never
        configuration.httpShouldSetCookies = false
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return URLSession(configuration: configuration, delegate: SameOriginRedirects(), delegateQueue: nil)
    }()

    private final class SameOriginRedirects: NSObject, URLSessionTaskDelegate, Sendable {
        func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
            let from = (task.originalRequest?.url).flatMap(AppDocumentGate.origin(of:))
            let to = request.url.flatMap(AppDocumentGate.origin(of:))
            completionHandler(from != nil && from == to ? request : nil)
        }
    }
}
