/// Why a URL path was refused instead of normalized. Each case is something a
/// server behind a check could read differently from the check itself.
package enum CanonicalPathError: Error, Equatable, Sendable {
    /// The path does not start with `/`.
    case notAbsolute
    /// A `%` not followed by two hex digits.
    case malformedEscape
    /// The decoded bytes of a segment are not UTF-8.
    case notUTF8
    /// `//`: an empty segment, which servers collapse or keep as they please.
    case emptySegment
    /// `.`, `..` or only dots, written plainly or escaped (`%2e%2E`).
    case dotSegment
    /// A `/` or `\` inside a segment (`%2f`, `%5c`), or a plain backslash.
    case separatorInSegment
    /// NUL or another control character (`%00`, `%0a`).
    case controlCharacter
    /// `%25`: an escaped `%`, i.e. double encoding (`%252e`).
    case encodedPercent
    /// `;`: a path parameter, which some servers strip before routing (`/api/..;/x`).
    case pathParameter

    /// A stable string code for logs and error bodies.
    public var code: String {
        switch self {
        case .notAbsolute: "path_not_absolute"
        case .malformedEscape: "path_malformed_escape"
        case .notUTF8: "path_not_utf8"
        case .emptySegment: "path_empty_segment"
        case .dotSegment: "path_dot_segment"
        case .separatorInSegment: "path_separator_in_segment"
        case .controlCharacter: "path_control_character"
        case .encodedPercent: "path_encoded_percent"
        case .pathParameter: "path_parameter"
        }
    }
}
