/// Which `http(s)` pages may use a scheme, and the headers that say so.
///
/// A page on another origin sends `Origin`; only an allowed origin gets
/// `Access-Control-Allow-Origin` back, so the engine lets that page read the
/// answer. WebKitGTK 2.50 sends no preflight to a custom scheme, not even for
/// a POST with a custom header: the real request arrives with its body. So a
/// handler must refuse a foreign origin itself, before it acts
/// (``admits(_:servedOrigin:)``). Preflights, which other engines may send,
/// are answered by ``preflightResponse(for:)``.
public struct CORSPolicy: Sendable {
    /// Serialized origins, e.g. `http://127.0.0.1:8080`, compared without regard to case.
    public var allowedOrigins: Set<String>
    public var allowedMethods: Set<String>
    /// Request headers a preflight may ask for, lower-case.
    public var allowedHeaders: Set<String>
    /// Response headers the page's script may read besides the CORS-safelisted ones.
    public var exposedHeaders: [String]
    /// How long the engine may cache a preflight answer, in seconds.
    public var maxAge: Int

    public init(
        allowedOrigins: Set<String> = [],
        allowedMethods: Set<String> = ["GET", "HEAD", "POST"],
        allowedHeaders: Set<String> = ["range", "content-type", "if-range", "if-none-match"],
        exposedHeaders: [String] = ["Content-Range", "Content-Length", "Accept-Ranges", "ETag"],
        maxAge: Int = 600
    ) {
        self.allowedOrigins = Set(allowedOrigins.map { $0.lowercased() })
        self.allowedMethods = Set(allowedMethods.map { $0.uppercased() })
        self.allowedHeaders = Set(allowedHeaders.map { $0.lowercased() })
        self.exposedHeaders = exposedHeaders
        self.maxAge = maxAge
    }

    public func allows(origin: String) -> Bool { allowedOrigins.contains(origin.lowercased()) }

    /// `false` for a request whose `Origin` is neither the scheme's own
    /// (`servedOrigin`, e.g. `app://bundle`) nor allowed: answer it 403 and do nothing.
    /// Requests without `Origin` (navigations, `<img>`) are admitted.
    public func admits(_ request: URLSchemeRequest, servedOrigin: String) -> Bool {
        guard let origin = request.header("Origin") else { return true }
        return origin.lowercased() == servedOrigin.lowercased() || allows(origin: origin)
    }

    /// `true` for a CORS preflight, which ``preflightResponse(for:)`` answers.
    public func isPreflight(_ request: URLSchemeRequest) -> Bool {
        request.method == "OPTIONS" && request.header("Access-Control-Request-Method") != nil
    }

    /// 204 with the allow headers when origin, method and headers are all allowed; else 403 without them.
    public func preflightResponse(for request: URLSchemeRequest) -> URLSchemeResponse {
        guard let origin = request.header("Origin"), allows(origin: origin),
              let method = request.header("Access-Control-Request-Method"), allowedMethods.contains(method.uppercased())
        else { return URLSchemeResponse(status: 403, headers: ["Vary": "Origin"]) }
        let asked = (request.header("Access-Control-Request-Headers") ?? "")
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
        guard asked.allSatisfy(allowedHeaders.contains) else { return URLSchemeResponse(status: 403, headers: ["Vary": "Origin"]) }
        var headers = [
            "Access-Control-Allow-Origin": origin, "Vary": "Origin",
            "Access-Control-Allow-Methods": allowedMethods.sorted().joined(separator: ", "),
            "Access-Control-Max-Age": String(maxAge),
        ]
        if !asked.isEmpty { headers["Access-Control-Allow-Headers"] = asked.joined(separator: ", ") }
        return URLSchemeResponse(status: 204, headers: headers)
    }

    /// Adds the allow headers to an answer for an allowed `Origin`; leaves others untouched.
    public func apply(to response: inout URLSchemeResponse, for request: URLSchemeRequest) {
        response.setHeader("Vary", "Origin")
        guard let origin = request.header("Origin"), allows(origin: origin) else { return }
        response.setHeader("Access-Control-Allow-Origin", origin)
        if !exposedHeaders.isEmpty { response.setHeader("Access-Control-Expose-Headers", exposedHeaders.joined(separator: ", ")) }
    }
}
