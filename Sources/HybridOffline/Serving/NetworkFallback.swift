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
///
/// Code under an app's origin comes only from its signed package, so whoever controls the network
/// path cannot run code as the app: the fallback fetches only `https`, follows no redirect to another
/// origin, and answers with data only. An answer a browser may run (``ExecutableContent``, by its
/// `Content-Type` and by the path's extension) is refused `fallback_executable` unless its bytes are a
/// file the served version's signed manifest lists; every answer says `nosniff`, and data is sandboxed
/// should a page open it as a document.
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
    /// The base URL's origin, the only one a redirect may lead to.
    private let baseOrigin: String

    /// Throws ``OfflinePackageError/invalidFallback(_:)`` when `baseURL` is not `https`
    /// with a host (or carries a query or fragment), or a prefix is not already canonical:
    /// it starts with `/` and holds no escapes, `//`, dot segments, `\\`, `;` or control characters.
    /// An `http` base is refused with a sentence: anyone on the network path could answer the app's requests.
    public init(baseURL: URL, pathPrefixes: [String] = [], timeout: TimeInterval = 30) throws {
        try self.init(baseURL: baseURL, pathPrefixes: pathPrefixes, timeout: timeout, allowingLoopbackHTTP: false)
    }

    /// For this package's tests only: also takes `http` to a loopback host (`127.0.0.1`, `::1`,
    /// `localhost`), where a test's own server runs without a certificate. Apps cannot reach it, so a
    /// shipped fallback is `https` whatever its host.
    package init(testingLoopback baseURL: URL, pathPrefixes: [String] = [], timeout: TimeInterval = 30) throws {
        try self.init(baseURL: baseURL, pathPrefixes: pathPrefixes, timeout: timeout, allowingLoopbackHTTP: true)
    }

    private init(baseURL: URL, pathPrefixes: [String], timeout: TimeInterval, allowingLoopbackHTTP: Bool) throws {
        let components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)
        guard let components, let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https", components.host?.isEmpty == false,
              components.percentEncodedQuery == nil, components.percentEncodedFragment == nil,
              (try? CanonicalPath(percentEncoded: components.percentEncodedPath)) != nil,
              let origin = AppDocumentGate.origin(of: baseURL)
        else { throw OfflinePackageError.invalidFallback("base URL \(baseURL.absoluteString) is not an https URL with a clean path") }
        if scheme == "http" && !(allowingLoopbackHTTP && Self.loopbackHosts.contains(components.host?.lowercased() ?? "")) {
            throw OfflinePackageError.invalidFallback(
                "base URL \(baseURL.absoluteString) is http: whoever is on the network path could answer the app's requests as the app, so the fallback fetches only https")
        }
        prefixes = try pathPrefixes.map { prefix in
            guard !prefix.contains("%"), let parsed = try? CanonicalPath(percentEncoded: prefix), parsed.decoded.utf8.elementsEqual(prefix.utf8) else {
                throw OfflinePackageError.invalidFallback("path prefix '\(prefix)' is not a canonical path starting with /")
            }
            return parsed
        }
        basePath = components.percentEncodedPath.hasSuffix("/") ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
        baseOrigin = origin
        self.baseURL = baseURL
        self.pathPrefixes = pathPrefixes
        self.timeout = timeout
    }

    private static let loopbackHosts: Set<String> = ["127.0.0.1", "[::1]", "::1", "localhost"]

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

    /// Forwards method, headers and body to `url` and answers app `app`'s request with what comes back, when that is data
    /// or code whose SHA-256 (lowercase hex) is in `signedHashes`. A network failure answers 502 `fallback_failed`,
    /// a redirect to another origin 502 `fallback_redirect`, code the manifest does not list 502 `fallback_executable`.
    func fetch(_ request: URLSchemeRequest, from url: URL, app: String, signedHashes: Set<String>) async -> URLSchemeResponse {
        var outgoing = URLRequest(url: url, timeoutInterval: timeout)
        outgoing.httpMethod = request.method
        outgoing.httpBody = request.body
        outgoing.httpShouldHandleCookies = false
        for (name, value) in request.headers where !Self.droppedRequestHeaders.contains(name.lowercased()) {
            outgoing.setValue(value, forHTTPHeaderField: name)
        }
        let path = request.path
        guard let (data, response) = try? await FallbackSession.shared.data(for: outgoing), let http = response as? HTTPURLResponse else {
            return AppRequestRefusal.fallbackFailed(path: path).response
        }
        // A redirect the session declined comes back as itself; one it followed must have stayed on the base's origin.
        if let landed = http.url, AppDocumentGate.origin(of: landed) != baseOrigin {
            return AppRequestRefusal.fallbackRedirect(path: path, to: AppDocumentGate.origin(of: landed) ?? landed.absoluteString).response
        }
        if (300..<400).contains(http.statusCode), let location = http.value(forHTTPHeaderField: "Location") {
            let target = URL(string: location, relativeTo: url).flatMap { AppDocumentGate.origin(of: $0.absoluteURL) } ?? location
            return AppRequestRefusal.fallbackRedirect(path: path, to: target).response
        }
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in http.allHeaderFields where Self.keptResponseHeaders.contains(name.lowercased()) {
            headers[name] = value
        }
        let contentType = http.value(forHTTPHeaderField: "Content-Type") ?? MIMEType.fallback
        var answer = URLSchemeResponse(status: http.statusCode, headers: headers, data: data)
        answer.setHeader("Content-Type", contentType)
        answer.setHeader("X-Content-Type-Options", "nosniff")
        if ExecutableContent.mayRun(contentType: contentType) || ExecutableContent.mayRun(path: path) {
            guard signedHashes.contains(PackageDigest.sha256Hex(data)) else {
                return AppRequestRefusal.fallbackExecutable(path: path, app: app, contentType: contentType).response
            }
        } else {
            answer.setHeader("Content-Security-Policy", "sandbox")
        }
        return answer
    }
}
