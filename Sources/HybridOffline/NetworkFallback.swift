import Foundation
@_spi(Engine) import HybridCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The app's rule for paths a package does not hold: fetch them from the
/// network instead of answering 404. Only paths under one of ``pathPrefixes``
/// go out (all missing paths when it is empty); the answer is proxied back
/// under the package's own origin, so the page's same-origin code just works.
/// Proxied bodies are read whole (they are API answers, not package files).
public struct NetworkFallback: Sendable {
    /// Where missing paths are fetched from, e.g. `https://m.example.com/`.
    public var baseURL: URL
    /// Path prefixes that may go to the network, e.g. `["/api/"]`.
    public var pathPrefixes: [String]
    public var timeout: TimeInterval

    public init(baseURL: URL, pathPrefixes: [String] = [], timeout: TimeInterval = 30) {
        self.baseURL = baseURL
        self.pathPrefixes = pathPrefixes
        self.timeout = timeout
    }

    /// The network URL for `request`, or `nil` when the rule keeps it local.
    public func url(for request: URLSchemeRequest) -> URL? {
        let path = request.path
        guard pathPrefixes.isEmpty || pathPrefixes.contains(where: path.hasPrefix) else { return nil }
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
        components?.path = baseURL.path.hasSuffix("/") ? String(baseURL.path.dropLast()) + path : baseURL.path + path
        components?.percentEncodedQuery = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.percentEncodedQuery
        return components?.url
    }

    private static let droppedRequestHeaders: Set<String> = ["host", "origin", "connection", "content-length", "cookie", "referer"]
    private static let keptResponseHeaders: Set<String> = [
        "content-type", "cache-control", "etag", "last-modified", "content-range", "accept-ranges", "content-language",
    ]

    /// Forwards method, headers and body; a network failure answers 502.
    func fetch(_ request: URLSchemeRequest, from url: URL) async -> URLSchemeResponse {
        var outgoing = URLRequest(url: url, timeoutInterval: timeout)
        outgoing.httpMethod = request.method
        outgoing.httpBody = request.body
        for (name, value) in request.headers where !Self.droppedRequestHeaders.contains(name.lowercased()) {
            outgoing.setValue(value, forHTTPHeaderField: name)
        }
        guard let (data, response) = try? await URLSession.shared.data(for: outgoing), let http = response as? HTTPURLResponse else {
            return .text(502, "the network fallback for \(request.path) failed")
        }
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in http.allHeaderFields where Self.keptResponseHeaders.contains(name.lowercased()) {
            headers[name] = value
        }
        return URLSchemeResponse(status: http.statusCode, headers: headers, body: .data(data))
    }
}
