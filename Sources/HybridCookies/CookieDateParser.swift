import Foundation

/// Parses the `Expires` attribute with the RFC 6265 §5.1.1 algorithm.
///
/// Servers send every date format ever invented, so this is a tolerant token
/// scanner rather than a `DateFormatter`: it accepts what browsers accept and
/// returns `nil` for what they reject. It works on bytes so that any input,
/// including invalid UTF-8, is handled without allocation-heavy string work.
package enum CookieDateParser {
    /// The date that `string` denotes, or `nil` when RFC 6265 says to ignore it.
    public static func parse(_ string: String) -> Date? {
        parse(bytes: Array(string.utf8))
    }

    /// Byte-level entry point, for headers that were never valid UTF-8.
    public static func parse<Bytes: Collection>(bytes: Bytes) -> Date? where Bytes.Element == UInt8 {
        var fields = DateFields()
        var token: [UInt8] = []
        token.reserveCapacity(16)
        for byte in bytes {
            if isDelimiter(byte) {
                if !token.isEmpty { fields.consume(token) }
                token.removeAll(keepingCapacity: true)
            } else if token.count < 64 {
                token.append(byte)
            } else {
                // A token this long can match no rule except as a month prefix,
                // which only needs its first three bytes; keep the verdict.
                continue
            }
        }
        if !token.isEmpty { fields.consume(token) }
        return fields.date()
    }

    /// RFC 6265 delimiter: %x09 / %x20-2F / %x3B-40 / %x5B-60 / %x7B-7E.
    static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x09, 0x20...0x2F, 0x3B...0x40, 0x5B...0x60, 0x7B...0x7E: return true
        default: return false
        }
    }
}
