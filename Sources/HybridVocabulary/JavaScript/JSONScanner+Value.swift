extension JSONScanner {
    /// Reads one whole value as a ``JSONValue``: numbers as `Double` (one too
    /// large for it is refused), the first of repeated member names wins, as
    /// Foundation's decoder has it for `Codable` types, and a string holding a
    /// lone surrogate is refused.
    ///
    /// Foundation's decoder reaches a `JSONValue` by trying each type in turn,
    /// and each miss throws and builds an error: several times the work of reading it.
    mutating func decodeValue() throws(JSONScanError) -> JSONValue {
        try decodeValue(depth: 0)
    }

    private mutating func decodeValue(depth: Int) throws(JSONScanError) -> JSONValue {
        guard let byte = peek() else { throw error("unexpected end") }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth)") }
            index += 1
            return byte == UInt8(ascii: "{") ? try decodeObject(depth: depth + 1) : try decodeArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try decodeString())
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            let start = index
            _ = try scanValue()
            switch bytes[start] {
            case UInt8(ascii: "t"): return .bool(true)
            case UInt8(ascii: "f"): return .bool(false)
            default: return .null
            }
        default:
            let start = index
            try scanNumber()
            guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)), number.isFinite else {
                throw JSONScanError(reason: "number too large for a Double", offset: start)
            }
            return .number(number)
        }
    }

    private mutating func decodeArray(depth: Int) throws(JSONScanError) -> JSONValue {
        var elements: [JSONValue] = []
        if consume(UInt8(ascii: "]")) { return .array(elements) }
        repeat {
            elements.append(try decodeValue(depth: depth))
        } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "]"))
        return .array(elements)
    }

    private mutating func decodeObject(depth: Int) throws(JSONScanError) -> JSONValue {
        var members: [String: JSONValue] = [:]
        if consume(UInt8(ascii: "}")) { return .object(members) }
        repeat {
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a member name") }
            let name = try decodeString()
            try expect(UInt8(ascii: ":"))
            let value = try decodeValue(depth: depth)
            if members[name] == nil { members[name] = value }
        } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "}"))
        return .object(members)
    }
}
