import Foundation

/// A `Range` header resolved against a representation's length (RFC 7233).
///
/// One range, suffix ranges (`bytes=-500`) and open ranges (`bytes=100-`) are
/// served as 206. A request for several ranges is answered whole with 200,
/// which RFC 7233 §3.1 allows (a server may ignore `Range`); so is a header
/// that does not parse, a unit other than `bytes`, or any range of an empty file.
package enum ByteRangeRequest: Equatable, Sendable {
    case whole
    case partial(Range<Int>)
    /// No range overlaps the representation: answer 416 with `Content-Range: bytes */length`.
    case unsatisfiable

    public static func resolve(_ header: String?, length: Int) -> ByteRangeRequest {
        guard let header, length > 0 else { return .whole }
        let trimmed = header.trimmingCharacters(in: .whitespaces)
        guard trimmed.lowercased().hasPrefix("bytes=") else { return .whole }
        let specs = trimmed.dropFirst("bytes=".count).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard specs.count == 1, let spec = specs.first else { return .whole }
        return resolve(spec: spec, length: length) ?? .whole
    }

    /// `nil` when the spec is not valid syntax (the header is then ignored).
    private static func resolve(spec: String, length: Int) -> ByteRangeRequest? {
        let parts = spec.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let first = parts[0], last = parts[1]
        if first.isEmpty {
            guard let suffix = number(last) else { return nil }
            guard suffix > 0 else { return .unsatisfiable }
            return .partial(max(0, length - suffix)..<length)
        }
        guard let start = number(first) else { return nil }
        let end: Int
        if last.isEmpty {
            end = length - 1
        } else {
            guard let stated = number(last), stated >= start else { return nil }
            end = min(stated, length - 1)
        }
        guard start < length else { return .unsatisfiable }
        return .partial(start..<(end + 1))
    }

    /// Digits only; a value too large for `Int` reads as `Int.max`, past any file.
    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text) ?? Int.max
    }
}
