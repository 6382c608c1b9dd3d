/// What a server said identifies the copy it sent (`ETag`, `Last-Modified`), so the
/// next request can ask "only if changed" and an unchanged file costs a 304 with no body.
public struct HTTPValidators: Sendable, Equatable, Codable {
    public var etag: String?
    public var lastModified: String?

    public init(etag: String?, lastModified: String?) {
        self.etag = etag
        self.lastModified = lastModified
    }

    var isEmpty: Bool { etag == nil && lastModified == nil }

    /// The request headers that make a request conditional.
    public var requestHeaders: [String: String] {
        var headers: [String: String] = [:]
        if let etag { headers["If-None-Match"] = etag }
        if let lastModified { headers["If-Modified-Since"] = lastModified }
        return headers
    }
}

/// The answer to a conditional fetch.
public enum ConditionalFetch: Sendable, Equatable {
    case notModified
    case changed([UInt8], HTTPValidators?)
}
