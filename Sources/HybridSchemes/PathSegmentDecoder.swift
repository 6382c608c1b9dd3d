/// Decodes one raw path segment for ``CanonicalPath``, refusing what a second
/// reader (a proxy, a backend, a file system) could take for something else.
enum PathSegmentDecoder {
    static func decode(_ raw: [UInt8]) throws(CanonicalPathError) -> String {
        guard !raw.isEmpty else { throw .emptySegment }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            guard raw[index] == UInt8(ascii: "%") else {
                bytes.append(raw[index])
                index += 1
                continue
            }
            guard index + 2 < raw.count, let high = hexValue(raw[index + 1]), let low = hexValue(raw[index + 2]) else {
                throw .malformedEscape
            }
            bytes.append(high << 4 | low)
            index += 3
        }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "/"), UInt8(ascii: "\\"): throw .separatorInSegment
            case 0..<0x20, 0x7F: throw .controlCharacter
            case UInt8(ascii: "%"): throw .encodedPercent
            case UInt8(ascii: ";"): throw .pathParameter
            default: continue
            }
        }
        guard let text = String(utf8Bytes: bytes) else { throw .notUTF8 }
        guard !text.allSatisfy({ $0 == "." }) else { throw .dotSegment }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
