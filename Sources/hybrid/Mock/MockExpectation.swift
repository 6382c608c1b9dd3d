import HybridCore
import HybridVocabulary

/// One thing a run must show, from the mock file's `"expect"`: a run with
/// expectations is a test, with one verdict per expectation.
enum MockExpectation: Equatable {
    /// The page called `handler`, with params holding at least these members (`nil`: any params).
    case called(handler: String, params: JSONValue?)
    /// The first element matching `selector` has this text (`exact`) or holds it.
    case text(selector: String, expected: String, exact: Bool)
    /// A console line holding this text.
    case console(String)
    /// No uncaught error or unhandled rejection in the page.
    case noPageError
    /// What the page shows at the end is not blank.
    case notBlank

    /// How the verdict names it, e.g. `called scanner.scan`.
    var name: String {
        switch self {
        case .called(let handler, _): "called \(handler)"
        case .text(let selector, let expected, let exact): "\(selector) \(exact ? "is" : "contains") \"\(expected)\""
        case .console(let text): "console shows \"\(text)\""
        case .noPageError: "no page error"
        case .notBlank: "page not blank"
        }
    }

    /// Whether `value` holds every member `pattern` names (arrays and scalars must be equal).
    static func matches(_ value: JSONValue, _ pattern: JSONValue) -> Bool {
        guard case .object(let wanted) = pattern else { return value == pattern }
        guard case .object(let members) = value else { return false }
        return wanted.allSatisfy { key, expected in members[key].map { matches($0, expected) } ?? false }
    }
}
