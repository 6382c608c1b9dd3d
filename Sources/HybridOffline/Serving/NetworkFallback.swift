import Foundation
import HybridCore
import HybridSchemes
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The app's rule for paths a package does not hold: fetch them from the
/// network instead of answering 404. Only paths under one of ``pathPrefixes``
/// go out (all missing paths when it is empty); the answer is proxied back
/// under the package's own origin, so the page's same-origin code just works.
/// Proxied bodies are read whole (they are API answers, not package files).
///
/// The rule is checked on the request's ``CanonicalPath`` and the URL fetched is
/// made from that same path, so what was checked is exactly what goes out.
public struct NetworkFallback: Sendable {
    /// Where missing paths are fetched from, e.g. `https://m.example.com/`.
    public let baseURL: URL
    /// Path prefixes that may go to the network, e.g. `["/api/"]`; they match whole
    /// segments (``CanonicalPath/isWithin(_:)``), so `/api` does not cover `/apix`.
    public let pathPrefixes: [String]
    public let timeout: TimeInterval
    private let prefixes: [CanonicalPath]
    /// The base URL's path without its trailing `/`, escapes kept.
    private let basePath: String

    /// Throws ``OfflinePackageError/invalidFallback(_:)`` when `baseURL` is not `http(s)`
    /// with a host (or carries a query or fragment), or a prefix is not already canonical:
    /// it starts with `/` and holds no escapes, `//`, dot segments, `\\`, `;` or control characters.
    public init(baseURL: URL, pathPrefixes: [String] = [], timeout: TimeInterval = 30) throws {
        let components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
        guard let components, let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https", components.host?.isEmpty == false,
              components.percentEncodedQuery == nil, components.percentEncodedFragment == nil,
              (try? CanonicalPath(percentEncoded: components.percentEncodedPath)) != nil
        else { throw OfflinePackageError.invalidFallback("base URL \(baseURL.absoluteString) is not an http(s) URL with a clean path") }
        prefixes = try pathPrefixes.map { prefix in
            guard !prefix.contains("%"), let parsed = try? CanonicalPath(percentEncoded: prefix), parsed.decoded.utf8.elementsEqual(prefix.utf8) else {
                throw OfflinePackageError.invalidFallback("path prefix '\(prefix)' is not a canonical path starting with /")
            }
            return parsed
        }
        basePath = components.percentEncodedPath.hasSuffix("/") ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
        self.baseURL = baseURL
        self.pathPrefixes = pathPrefixes
        self.timeout = timeout
    }

    /// The network URL for `request`, or `nil` when the rule keeps it local or its
    /// path does not normalize cleanly.
    public func url(for request: URLSchemeRequest) -> URL? {
        guard let path = try? request.canonicalPath() else { return nil }
        return url(for: path, query: request.percentEncodedQuery)
    }

    /// The network URL for an already canonical path: `path` re-encoded under the base
    /// URL's path, with the request's query and never a fragment.
    func url(for path: CanonicalPath, query: String?) -> URL? {
        guard prefixes.isEmpty || prefixes.contains(where: path.isWithin) else { return nil }
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
        components?.percentEncodedPath = basePath + path.percentEncoded
        components?.percentEncodedQuery = query
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
            return .text(502, "the network fallback for \(url.path) failed")
        }
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in http.allHeaderFields where Self.keptResponseHeaders.contains(name.lowercased()) {
            headers[name] = value
        }
        return URLSchemeResponse(status: http.statusCode, headers: headers, data: data)
    }
}
