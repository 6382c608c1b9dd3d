extension JSONScanner {
    /// Reads a string token and decodes it. Lone surrogates have no Swift
    /// `String` form, so a string holding one is refused here; payloads that
    /// may hold them are kept as `RawJSON` text instead.
    package mutating func decodeString() throws(JSONScanError) -> String {
        let (range, hasEscapes) = try scanStringToken()
        guard hasEscapes else { return String(decoding: bytes[range], as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        var utf8: [UInt8] = []
        var position = range.lowerBound
        func flush() {
            scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
            utf8.removeAll(keepingCapacity: true)
        }
        while position < range.upperBound {
            let byte = bytes[position]
            guard byte == UInt8(ascii: "\\") else {
                utf8.append(byte)
                position += 1
                continue
            }
            flush()
            let escape = bytes[position + 1]
            position += 2
            switch escape {
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"): scalars.append(try decodeUnicodeEscape(at: &position, end: range.upperBound))
            default: scalars.append(Unicode.Scalar(escape))
            }
        }
        flush()
        return String(scalars)
    }

    /// Decodes the four hex digits at `position` (just after `\u`), joining a surrogate pair.
    private func decodeUnicodeEscape(at position: inout Int, end: Int) throws(JSONScanError) -> Unicode.Scalar {
        let high = hexValue(at: position)
        position += 4
        if let scalar = Unicode.Scalar(high) { return scalar }
        guard (0xD800...0xDBFF).contains(high), position + 6 <= end,
              bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
        else { throw error("lone surrogate in a string") }
        let low = hexValue(at: position + 2)
        guard (0xDC00...0xDFFF).contains(low) else { throw error("lone surrogate in a string") }
        position += 6
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
    }

    private func hexValue(at position: Int) -> UInt32 {
        var value: UInt32 = 0
        for byte in bytes[position..<position + 4] {
            let digit: UInt8 = switch byte {
            case 0x30...0x39: byte - 0x30
            case 0x41...0x46: byte - 0x41 + 10
            default: byte - 0x61 + 10
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Reads a non-negative integer no larger than JavaScript's largest safe integer.
    package mutating func decodeSafeInteger() throws(JSONScanError) -> Int {
        skipWhitespace()
        let start = index
        try scanNumber()
        let token = bytes[start..<index]
        guard token.count <= 16, token.allSatisfy(Self.isDigit),
              let value = Int(String(decoding: token, as: UTF8.self)), value <= 9_007_199_254_740_991
        else { throw JSONScanError(reason: "expected a non-negative safe integer", offset: start) }
        return value
    }
}
