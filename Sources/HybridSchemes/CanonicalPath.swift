import Foundation

/// A URL path decided once, before anything checks it.
///
/// Escapes are decoded exactly once, per segment, and a path that could be read
/// two ways is refused, never repaired: encoded separators, dot segments, `//`,
/// backslashes, control characters, `;` parameters, double encoding, bytes that
/// are not UTF-8 (``CanonicalPathError``). Whatever is checked against it (a
/// prefix rule, a file lookup) and whatever is forwarded is made from the same
/// ``segments``.
package struct CanonicalPath: Equatable, Sendable {
    /// Decoded segments; none is empty or made only of dots.
    public let segments: [String]
    /// `true` when the path ends in `/`, e.g. `/` or `/api/`.
    public let isFolder: Bool

    /// Parses a path as it appears in a URL, escapes and all, without query or fragment.
    /// The empty path is `/`.
    public init(percentEncoded text: String) throws(CanonicalPathError) {
        let raw = text.isEmpty ? "/" : text
        guard raw.hasPrefix("/") else { throw .notAbsolute }
        var parts = raw.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        isFolder = parts.last?.isEmpty ?? true
        if isFolder { parts.removeLast() }
        var segments: [String] = []
        for part in parts { segments.append(try PathSegmentDecoder.decode(Array(part))) }
        self.segments = segments
    }

    /// The decoded path, e.g. `/img/a b.png`: for logs and messages.
    public var decoded: String {
        "/" + segments.joined(separator: "/") + (isFolder && !segments.isEmpty ? "/" : "")
    }

    /// The path written back with escapes, one way only: letters, digits, `-._~`
    /// and `!$&'()*+,=:@` stay as they are; everything else is escaped in upper case.
    public var percentEncoded: String {
        let encoded = segments.map { $0.addingPercentEncoding(withAllowedCharacters: Self.keptInSegment) ?? "" }
        return "/" + encoded.joined(separator: "/") + (isFolder && !segments.isEmpty ? "/" : "")
    }

    /// Whole segments only: `/api` covers `/api` and `/api/x` but not `/apix`;
    /// `/api/` covers `/api/` and `/api/x` but not `/api`; `/` covers everything.
    /// Segments compare byte for byte, not as Swift strings (which equate `é` with `e` +
    /// U+0301): the bytes that were checked are the bytes that are forwarded.
    public func isWithin(_ prefix: CanonicalPath) -> Bool {
        guard segments.starts(with: prefix.segments, by: { $0.utf8.elementsEqual($1.utf8) }) else { return false }
        return segments.count > prefix.segments.count || !prefix.isFolder || isFolder
    }

    /// Byte for byte, as ``isWithin(_:)``.
    public static func == (a: CanonicalPath, b: CanonicalPath) -> Bool {
        a.isFolder == b.isFolder && a.segments.elementsEqual(b.segments, by: { $0.utf8.elementsEqual($1.utf8) })
    }

    private static let keptInSegment = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,=:@")
}
