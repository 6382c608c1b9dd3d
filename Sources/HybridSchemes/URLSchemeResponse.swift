import Foundation

/// What a ``URLSchemeHandler`` answers: a status, headers and a body the engine streams.
public struct URLSchemeResponse: Sendable {
    public var status: Int
    /// One value per name; names are sent as written here.
    public var headers: [String: String]
    public var body: Body

    public init(status: Int = 200, headers: [String: String] = [:], body: Body = .empty) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A short text answer, e.g. a 404 page, typed `text/plain`.
    public static func text(_ status: Int, _ text: String) -> URLSchemeResponse {
        URLSchemeResponse(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: .data(Data(text.utf8)))
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
