/// A validating, non-recursive reader of JSON text as UTF-8 bytes.
///
/// The bridge uses it to read a message's few envelope fields and to find the
/// exact text of its payload without decoding it: payloads are passed on as
/// they came (`RawJSON`), so lone surrogates and numbers survive untouched,
/// and a 10 MB payload is scanned once instead of being decoded and re-encoded.
package struct JSONScanner {
    /// Deeper nesting is refused, so no decoder downstream can be driven into deep recursion.
    package static let maximumDepth = 512

    package let bytes: [UInt8]
    package var index = 0

    package init(_ bytes: [UInt8]) { self.bytes = bytes }

    package var isAtEnd: Bool { index >= bytes.count }

    package mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// The next byte after whitespace, without consuming it.
    package mutating func peek() -> UInt8? {
        skipWhitespace()
        return index < bytes.count ? bytes[index] : nil
    }

    package mutating func expect(_ byte: UInt8) throws(JSONScanError) {
        guard peek() == byte else { throw error("expected '\(Character(Unicode.Scalar(byte)))'") }
        index += 1
    }

    /// Consumes `byte` when it is next.
    package mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        index += 1
        return true
    }

    /// Validates one whole value and returns the range of its text.
    package mutating func scanValue() throws(JSONScanError) -> Range<Int> {
        skipWhitespace()
        let start = index
        var open: [UInt8] = []
        while true {
            try scanScalarOrOpen(&open)
            if open.isEmpty { return start..<index }
            try scanAfterValue(&open)
            if open.isEmpty { return start..<index }
        }
    }

    /// Reads one scalar, or opens containers down to the first scalar or empty container.
    private mutating func scanScalarOrOpen(_ open: inout [UInt8]) throws(JSONScanError) {
        while true {
            guard let byte = peek() else { throw error("unexpected end") }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                index += 1
                let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if consume(close) { return }
                guard open.count < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth)") }
                open.append(byte)
                if byte == UInt8(ascii: "{") { try scanKey() }
            case UInt8(ascii: "\""): _ = try scanStringToken(); return
            case UInt8(ascii: "t"): try scanLiteral(Self.trueBytes); return
            case UInt8(ascii: "f"): try scanLiteral(Self.falseBytes); return
            case UInt8(ascii: "n"): try scanLiteral(Self.nullBytes); return
            default: try scanNumber(); return
            }
        }
    }

    private static let trueBytes = Array("true".utf8)
    private static let falseBytes = Array("false".utf8)
    private static let nullBytes = Array("null".utf8)

    /// After a value: commas lead to the next value, closers pop containers.
    private mutating func scanAfterValue(_ open: inout [UInt8]) throws(JSONScanError) {
        while let top = open.last {
            guard let byte = peek() else { throw error("unexpected end") }
            index += 1
            if byte == UInt8(ascii: ",") {
                if top == UInt8(ascii: "{") { try scanKey() }
                return
            }
            guard byte == (top == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                index -= 1
                throw error("expected ',' or a closing bracket")
            }
            open.removeLast()
        }
    }

    private mutating func scanKey() throws(JSONScanError) {
        guard peek() == UInt8(ascii: "\"") else { throw error("expected a member name") }
        _ = try scanStringToken()
        try expect(UInt8(ascii: ":"))
    }

    private mutating func scanLiteral(_ literal: [UInt8]) throws(JSONScanError) {
        guard index + literal.count <= bytes.count, bytes[index..<index + literal.count].elementsEqual(literal) else {
            throw error("bad literal")
        }
        index += literal.count
    }

    package func error(_ reason: String) -> JSONScanError { JSONScanError(reason: reason, offset: index) }
}

/// Why JSON text was refused, and where.
package struct JSONScanError: Error, Equatable, Sendable {
    package var reason: String
    package var offset: Int

    package init(reason: String, offset: Int) { self.reason = reason; self.offset = offset }
}

extension JSONScanner {
    /// Reads one JSON object, handing each key to `member`, which must consume that key's value.
    package mutating func scanObject(_ member: (String, inout JSONScanner) throws(JSONScanError) -> Void) throws(JSONScanError) {
        try expect(UInt8(ascii: "{"))
        if consume(UInt8(ascii: "}")) { return }
        repeat {
            let key = try decodeString()
            try expect(UInt8(ascii: ":"))
            try member(key, &self)
        } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "}"))
    }
}
