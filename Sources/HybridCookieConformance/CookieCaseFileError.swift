/// Why a conformance case file could not be used.
package enum CookieCaseFileError: Error, Sendable, Hashable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case invalidJSON(reason: String)
    case invalidCase(reason: String)
    case invalidURL(caseName: String, url: String)
    case invalidNow(caseName: String, value: String)

    /// Stable code for logs and scripts.
    public var code: String {
        switch self {
        case .unreadable: "unreadable-file"
        case .invalidJSON: "invalid-json"
        case .invalidCase: "invalid-case"
        case .invalidURL: "invalid-url"
        case .invalidNow: "invalid-now"
        }
    }

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .invalidJSON(let reason): "invalid case file: \(reason)"
        case .invalidCase(let reason): "invalid case: \(reason)"
        case .invalidURL(let name, let url): "case \(name): invalid URL \"\(url)\""
        case .invalidNow(let name, let value): "case \(name): \"now\" is not ISO 8601: \"\(value)\""
        }
    }
}
