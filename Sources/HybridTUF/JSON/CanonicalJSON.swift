/// OLPC canonical JSON, the bytes TUF signatures cover: keys sorted by their UTF-8
/// bytes, no whitespace, strings escaping only `"` and `\`, integers only.
public enum CanonicalJSON {
    /// The canonical bytes of `value`; throws when it holds a fractional number.
    public static func encode(_ value: TUFJSON) throws(TUFError) -> [UInt8] {
        var output: [UInt8] = []
        try append(value, to: &output)
        return output
    }

    private static func append(_ value: TUFJSON, to output: inout [UInt8]) throws(TUFError) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .integer(let number): output.append(contentsOf: String(number).utf8)
        case .float: throw .malformedMetadata("canonical JSON has no fractional numbers")
        case .string(let text): appendString(text, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                try append(element, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (position, key) in keys.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                appendString(key, to: &output)
                output.append(UInt8(ascii: ":"))
                try append(members[key]!, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func appendString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { output.append(UInt8(ascii: "\\")) }
            output.append(byte)
        }
        output.append(UInt8(ascii: "\""))
    }
}
