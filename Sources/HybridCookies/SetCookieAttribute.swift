import Foundation

/// Applies one `cookie-av` to a ``ParsedSetCookie`` (RFC 6265bis §5.6.1–5.6.7).
///
/// Unknown attributes and attributes whose value exceeds the 1024-byte limit
/// are ignored; for repeated known attributes the last one wins.
enum SetCookieAttribute {
    static func apply(_ raw: ArraySlice<UInt8>, to cookie: inout ParsedSetCookie, limits: CookieJar.Configuration) {
        var nameBytes = raw
        var valueBytes: ArraySlice<UInt8> = []
        if let equals = raw.firstIndex(of: SetCookieParser.equalsSign) {
            nameBytes = raw[raw.startIndex..<equals]
            valueBytes = raw[(equals + 1)...]
        }
        nameBytes = SetCookieParser.trimmed(nameBytes)
        valueBytes = SetCookieParser.trimmed(valueBytes)
        guard valueBytes.count <= limits.maxAttributeValueBytes, nameBytes.count <= 8 else { return }
        switch String(decoding: nameBytes, as: UTF8.self).lowercased() {
        case "expires":
            if let date = CookieDateParser.parse(bytes: valueBytes) { cookie.expires = date }
        case "max-age":
            if let seconds = parseMaxAge(valueBytes) { cookie.maxAge = seconds }
        case "domain":
            // RFC 6265 §5.2.3: an empty Domain is ignored, so an earlier one still applies.
            guard !valueBytes.isEmpty else { return }
            var domain = valueBytes
            if domain.first == UInt8(ascii: ".") { domain.removeFirst() }
            cookie.domain = String(decoding: domain, as: UTF8.self).lowercased()
        case "path":
            cookie.path = String(decoding: valueBytes, as: UTF8.self)
        case "secure":
            cookie.secure = true
        case "httponly":
            cookie.httpOnly = true
        case "samesite":
            switch String(decoding: valueBytes, as: UTF8.self).lowercased() {
            case "none": cookie.sameSite = .none
            case "lax": cookie.sameSite = .lax
            case "strict": cookie.sameSite = .strict
            default: cookie.sameSite = .unspecified
            }
        default:
            break
        }
    }

    /// `"-"? 1*DIGIT`; anything else makes the attribute ignored. Saturates instead of overflowing.
    static func parseMaxAge(_ bytes: ArraySlice<UInt8>) -> Int64? {
        var digits = bytes
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits.removeFirst() }
        guard !digits.isEmpty, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        var value: Int64 = 0
        for byte in digits {
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times.addingReportingOverflow(Int64(byte - 0x30))
            if overflowTimes || overflowSum { value = .max; break }
            value = sum
        }
        return negative ? -value : value
    }
}
