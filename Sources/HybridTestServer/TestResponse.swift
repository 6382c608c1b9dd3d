import Foundation

/// What a route answers. Headers may repeat (several `Set-Cookie`).
public struct TestResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: Data
    /// Waits this long before answering, to model a slow server.
    public var delay: Duration
    /// Sends the body in chunks of this many bytes, waiting `chunkDelay` before each (0: all at once).
    public var chunkBytes = 0
    public var chunkDelay: Duration = .zero
    /// Closes the connection after this many body bytes, though `Content-Length` announced them all.
    public var cutAfter: Int?

    public init(status: Int = 200, headers: [(name: String, value: String)] = [], body: Data = Data(), delay: Duration = .zero) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
    }

    public static func html(_ html: String, headers: [(name: String, value: String)] = []) -> TestResponse {
        TestResponse(headers: [("Content-Type", "text/html; charset=utf-8")] + headers, body: Data(html.utf8))
    }

    public static func text(_ text: String, type: String = "text/plain; charset=utf-8") -> TestResponse {
        TestResponse(headers: [("Content-Type", type)], body: Data(text.utf8))
    }

    public static func json(_ object: some Encodable) throws -> TestResponse {
        TestResponse(headers: [("Content-Type", "application/json")], body: try JSONEncoder().encode(object))
    }

    public static func redirect(to location: String, status: Int = 302, headers: [(name: String, value: String)] = []) -> TestResponse {
        TestResponse(status: status, headers: [("Location", location)] + headers)
    }

    public static let notFound = TestResponse(status: 404, headers: [("Content-Type", "text/plain")], body: Data("not found".utf8))
}
