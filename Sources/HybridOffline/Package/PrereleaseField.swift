/// One dot-separated field of a ``PackageVersion``'s prerelease tag: a number,
/// or text of ASCII letters, digits and hyphens. Numbers sort before text.
enum PrereleaseField: Comparable, Sendable {
    case number(UInt64)
    case text(String)

    init?(_ field: Substring) {
        guard !field.isEmpty, field.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else { return nil }
        if field.allSatisfy(\.isNumber) {
            guard let value = PackageVersion.number(field) else { return nil }
            self = .number(value)
        } else {
            self = .text(String(field))
        }
    }

    static func < (a: PrereleaseField, b: PrereleaseField) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): x < y
        case (.number, .text): true
        case (.text, .number): false
        case (.text(let x), .text(let y)): x.utf8.lexicographicallyPrecedes(y.utf8)
        }
    }
}
