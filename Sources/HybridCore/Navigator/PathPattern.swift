import Foundation

/// A rule's regular expression, compiled when the document is read so a bad one refuses the document.
struct PathPattern: @unchecked Sendable {
    /// A pattern longer than this is refused: rules are short, and a long one is a mistake or an attack.
    static let maximumLength = 1_000
    // NSRegularExpression is immutable once made and safe to share between threads.
    private let expression: NSRegularExpression

    init(_ pattern: String, rule: String) throws {
        guard !pattern.isEmpty, pattern.count <= Self.maximumLength else {
            throw PathConfigurationError("\(rule) has a pattern of \(pattern.count) characters; a pattern is 1 to \(Self.maximumLength)")
        }
        do { expression = try NSRegularExpression(pattern: pattern) } catch {
            throw PathConfigurationError("\(rule)'s pattern \"\(pattern)\" is not a regular expression")
        }
    }

    func matches(_ subject: String) -> Bool {
        expression.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)) != nil
    }
}
