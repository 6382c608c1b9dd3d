import Foundation

/// A request the test server received, kept whole so tests can inspect it.
public struct RecordedRequest: Sendable, Equatable {
    public var method: String
    public var path: String
    public var query: [String: String]
    /// Header names lower-cased; repeated headers joined with ", ".
    public var headers: [String: String]
    public var body: Data
    /// The origin that received it, e.g. `http://127.0.0.1:41234`.
    public var origin: String
    /// The status the server answered with; `nil` while the answer is being made.
    public var status: Int?
    /// Body bytes the answer sent (fewer than its length when a fault cut the connection); `nil` until answered.
    public var bodyBytes: Int?
    /// Tells this request from an identical one, so its status lands on it.
    var serial = 0

    public init(method: String, path: String, query: [String: String], headers: [String: String], body: Data, origin: String) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.origin = origin
    }

    /// The `Cookie` header, `nil` when none was sent.
    public var cookieHeader: String? { headers["cookie"] }
    public var bodyText: String { String(decoding: body, as: UTF8.self) }
}
