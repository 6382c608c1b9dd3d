extension JSONScanner {
    /// Validates a string token (escapes checked, control characters refused)
    /// and returns the range of its contents, without the quotes. Lone
    /// surrogate escapes are valid JSON and are kept as they are.
    mutating func scanStringToken() throws(JSONScanError) -> (contents: Range<Int>, hasEscapes: Bool) {
        guard peek() == UInt8(ascii: "\"") else { throw error("expected a string") }
        index += 1
        let start = index
        var hasEscapes = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return (start..<index - 1, hasEscapes)
            }
            if byte < 0x20 { throw error("control character in a string") }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                try scanEscape()
            } else {
                index += 1
            }
        }
        throw error("unterminated string")
    }

    private mutating func scanEscape() throws(JSONScanError) {
        index += 1
        guard index < bytes.count else { throw error("unterminated escape") }
        switch bytes[index] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
             UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            index += 1
        case UInt8(ascii: "u"):
            guard index + 4 < bytes.count, bytes[index + 1...index + 4].allSatisfy(Self.isHexDigit) else {
                throw error("bad \\u escape")
            }
            index += 5
        default:
            throw error("bad escape")
        }
    }

    package static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }

    /// Validates a number token by JSON's grammar.
    mutating func scanNumber() throws(JSONScanError) {
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, Self.isDigit(bytes[index]) else { throw error("expected a value") }
        if bytes[index] == UInt8(ascii: "0") { index += 1 } else { skipDigits() }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, Self.isDigit(bytes[index]) else { throw error("bad fraction") }
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, Self.isDigit(bytes[index]) else { throw error("bad exponent") }
            skipDigits()
        }
    }

    private mutating func skipDigits() {
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
    }

    package static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}
