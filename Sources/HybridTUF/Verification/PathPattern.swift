/// TUF's `paths` patterns: shell-style globs (`*`, `?`, `[seq]`, `[!seq]`) matched
/// per `/`-separated part, so `*` never crosses a directory and both sides must
/// have the same number of parts. Matching is case-sensitive.
public enum PathPattern {
    public static func matches(_ path: String, pattern: String) -> Bool {
        let pathParts = path.split(separator: "/", omittingEmptySubsequences: false)
        let patternParts = pattern.split(separator: "/", omittingEmptySubsequences: false)
        guard pathParts.count == patternParts.count else { return false }
        return zip(pathParts, patternParts).allSatisfy { glob(Array($0.unicodeScalars), Array($1.unicodeScalars)) }
    }

    /// Glob match with backtracking on the last `*`.
    private static func glob(_ text: [Unicode.Scalar], _ pattern: [Unicode.Scalar]) -> Bool {
        var (t, p) = (0, 0)
        var star: (pattern: Int, text: Int)?
        while t < text.count {
            if p < pattern.count {
                switch pattern[p] {
                case "*":
                    star = (p, t)
                    p += 1
                    continue
                case "?":
                    t += 1; p += 1
                    continue
                case "[":
                    if let (matched, next) = bracket(pattern, at: p, scalar: text[t]) {
                        if matched { t += 1; p = next; continue }
                    } else if text[t] == "[" {
                        t += 1; p += 1
                        continue
                    }
                default:
                    if pattern[p] == text[t] { t += 1; p += 1; continue }
                }
            }
            guard let last = star else { return false }
            star = (last.pattern, last.text + 1)
            p = last.pattern + 1
            t = last.text + 1
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// Whether `scalar` is in the `[…]` set starting at `start`, and where the set
    /// ends; `nil` when the bracket is not closed (then it is a literal `[`).
    private static func bracket(_ pattern: [Unicode.Scalar], at start: Int, scalar: Unicode.Scalar) -> (Bool, Int)? {
        var index = start + 1
        var negate = false
        if index < pattern.count, pattern[index] == "!" { negate = true; index += 1 }
        var matched = false
        var first = true
        while index < pattern.count {
            if pattern[index] == "]" && !first { return (matched != negate, index + 1) }
            first = false
            if index + 2 < pattern.count, pattern[index + 1] == "-", pattern[index + 2] != "]" {
                if pattern[index].value <= scalar.value && scalar.value <= pattern[index + 2].value { matched = true }
                index += 3
            } else {
                if pattern[index] == scalar { matched = true }
                index += 1
            }
        }
        return nil
    }
}
