/// A manifest version as the downgrade rule compares it.
///
/// One to four dot-separated numbers (`2`, `2.1`, `2.1.0`, `2.1.0.7`), missing
/// ones counting as 0 (so `2.1` equals `2.1.0`), optionally followed by `-` and a
/// prerelease tag of dot-separated letters, digits and hyphens (`2.1.0-beta.2`).
/// Order is semantic versioning's: numbers compare numerically; a prerelease is
/// lower than its release; tags compare field by field, numeric fields below
/// text ones, and a longer tag is higher when the shorter one is its start.
/// Numbers have no leading zeros, so `1.02` is refused rather than guessed at.
public struct PackageVersion: Comparable, Sendable, CustomStringConvertible {
    /// The version as the manifest writes it.
    public let text: String
    private let numbers: [UInt64]
    private let prerelease: [PrereleaseField]

    /// Throws ``OfflinePackageError/invalidVersion(_:)`` for text that is not such a version.
    public init(_ text: String) throws {
        let dash = text.firstIndex(of: "-")
        let core = text[..<(dash ?? text.endIndex)].split(separator: ".", omittingEmptySubsequences: false)
        let tag = dash.map { text[text.index(after: $0)...].split(separator: ".", omittingEmptySubsequences: false) } ?? []
        let numbers = core.compactMap(Self.number)
        let fields = tag.compactMap(PrereleaseField.init)
        guard (1...4).contains(core.count), numbers.count == core.count, fields.count == tag.count, dash == nil || !tag.isEmpty else {
            throw OfflinePackageError.invalidVersion("'\(text)' is not 1 to 4 numbers like 2.1.0, optionally with a tag like -beta.2")
        }
        self.text = text
        self.numbers = numbers + Array(repeating: 0, count: 4 - numbers.count)
        prerelease = fields
    }

    public var description: String { text }

    /// Digits only, at most 18 of them, no leading zero.
    static func number(_ text: Substring) -> UInt64? {
        guard !text.isEmpty, text.count <= 18, text.allSatisfy({ $0.isASCII && $0.isNumber }), text == "0" || text.first != "0" else {
            return nil
        }
        return UInt64(text)
    }

    public static func == (a: PackageVersion, b: PackageVersion) -> Bool {
        a.numbers == b.numbers && a.prerelease == b.prerelease
    }

    public static func < (a: PackageVersion, b: PackageVersion) -> Bool {
        if a.numbers != b.numbers { return a.numbers.lexicographicallyPrecedes(b.numbers) }
        switch (a.prerelease.isEmpty, b.prerelease.isEmpty) {
        case (true, _): return false
        case (false, true): return true
        case (false, false): return a.prerelease.lexicographicallyPrecedes(b.prerelease)
        }
    }
}
