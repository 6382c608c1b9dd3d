import Foundation

/// What a ``URLSchemeHandler`` answers: a status, headers and a body the engine streams:
/// none, bytes in memory (``init(status:headers:data:)``), an open file
/// (``init(status:headers:file:offset:length:)``) or chunks made on demand (``init(status:headers:stream:length:)``).
public struct URLSchemeResponse: Sendable {
    public var status: Int
    /// One value per name; names are sent as written here.
    public var headers: [String: String]
    /// What the engine sends after the headers.
    package var body: Body

    /// A response with no body (a redirect, a 204, a refusal).
    public init(status: Int = 200, headers: [String: String] = [:]) {
        self.init(status: status, headers: headers, body: .empty)
    }

    /// A response with bytes already in memory (small answers, error pages).
    public init(status: Int = 200, headers: [String: String] = [:], data: Data) {
        self.init(status: status, headers: headers, body: .data(data))
    }

    /// A response of `length` bytes of an open file from `offset`, read in chunks as the engine
    /// asks for them. Pass the handle you opened and checked, so what is served is exactly what
    /// was checked (no re-open by path); the engine reads it once and closes it when done.
    public init(status: Int = 200, headers: [String: String] = [:], file: FileHandle, offset: Int = 0, length: Int) {
        self.init(status: status, headers: headers, body: .file(file, offset: offset, length: length))
    }

    /// A response whose chunks are produced on demand; `length`, when known, becomes `Content-Length`.
    public init(status: Int = 200, headers: [String: String] = [:], stream: AsyncThrowingStream<Data, any Error>, length: Int?) {
        self.init(status: status, headers: headers, body: .stream(stream, length: length))
    }

    package init(status: Int, headers: [String: String], body: Body) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A short text answer, e.g. a 404 page, typed `text/plain`.
    public static func text(_ status: Int, _ text: String) -> URLSchemeResponse {
        URLSchemeResponse(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], data: Data(text.utf8))
    }

    /// The standard reason phrase for ``status``.
    public var reasonPhrase: String { HTTPStatusText.phrase(for: status) }

    /// Sets a header, replacing one of the same name in any case.
    public mutating func setHeader(_ name: String, _ value: String) {
        let lowered = name.lowercased()
        for key in headers.keys where key.lowercased() == lowered { headers[key] = nil }
        headers[name] = value
    }
}
