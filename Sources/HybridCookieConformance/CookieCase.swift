import Foundation
import HybridCookies

/// One conformance case in the `http-state-cases.json` format: set some
/// headers at one URL, read the `Cookie` header at another.
///
/// Shared by the test suite and `hybrid cookies check`, so that both judge a
/// case the same way.
package struct CookieCase: Codable, Sendable, Hashable {
    public var name: String
    public var setURL: String
    public var setCookie: [String]
    public var readURL: String
    /// `nil`: no `Cookie` header is expected.
    public var expectedCookieHeader: String?
    public var notes: [String]?
    /// ISO 8601 clock for this case; overrides the runner's default.
    public var now: String?

    public init(
        name: String, setURL: String, setCookie: [String], readURL: String,
        expectedCookieHeader: String?, notes: [String]? = nil, now: String? = nil
    ) {
        self.name = name
        self.setURL = setURL
        self.setCookie = setCookie
        self.readURL = readURL
        self.expectedCookieHeader = expectedCookieHeader
        self.notes = notes
        self.now = now
    }

    /// Upstream disabled these; they are reported but never counted.
    public var isDisabled: Bool { name.hasPrefix("disabled-") }

    /// Decodes a case file, with errors that name the problem.
    public static func load(from url: URL) throws(CookieCaseFileError) -> [CookieCase] {
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw .unreadable(path: url.path, reason: "\(error.localizedDescription)") }
        do {
            return try JSONDecoder().decode([CookieCase].self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw .invalidCase(reason: "missing \"\(key.stringValue)\" at \(Self.describe(context.codingPath))")
        } catch let DecodingError.typeMismatch(_, context) where context.codingPath.isEmpty {
            throw .invalidJSON(reason: "expected a JSON array of cases")
        } catch let DecodingError.typeMismatch(_, context) {
            throw .invalidCase(reason: "wrong type at \(Self.describe(context.codingPath))")
        } catch let DecodingError.valueNotFound(_, context) {
            throw .invalidCase(reason: "null value at \(Self.describe(context.codingPath))")
        } catch {
            throw .invalidJSON(reason: "not a JSON array of cases")
        }
    }

    private static func describe(_ path: [any CodingKey]) -> String {
        path.isEmpty ? "top level" : path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}
