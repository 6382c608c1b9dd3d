/// JSON text of a ``TUFJSON`` value for files people and other tools read: keys
/// sorted, two-space indentation, control characters escaped (canonical JSON
/// leaves them raw, which strict JSON readers refuse).
public enum JSONText {
    public static func encode(_ value: TUFJSON) throws(TUFError) -> [UInt8] {
        var output: [UInt8] = []
        try append(value, indent: 0, to: &output)
        output.append(UInt8(ascii: "\n"))
        return output
    }

    private static func append(_ value: TUFJSON, indent: Int, to output: inout [UInt8]) throws(TUFError) {
        switch value {
        case .null, .bool, .integer: output += try CanonicalJSON.encode(value)
        case .float: throw .malformedMetadata("metadata has no fractional numbers")
        case .string(let text): appendString(text, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else { return output += Array("[]".utf8) }
            output.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                output += Array((position > 0 ? ",\n" : "\n").utf8) + spaces(indent + 1)
                try append(element, indent: indent + 1, to: &output)
            }
            output += [UInt8(ascii: "\n")] + spaces(indent) + [UInt8(ascii: "]")]
        case .object(let members):
            guard !members.isEmpty else { return output += Array("{}".utf8) }
            output.append(UInt8(ascii: "{"))
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (position, key) in keys.enumerated() {
                output += Array((position > 0 ? ",\n" : "\n").utf8) + spaces(indent + 1)
                appendString(key, to: &output)
                output += Array(": ".utf8)
                try append(members[key]!, indent: indent + 1, to: &output)
            }
            output += [UInt8(ascii: "\n")] + spaces(indent) + [UInt8(ascii: "}")]
        }
    }

    private static func spaces(_ level: Int) -> [UInt8] { Array(repeating: UInt8(ascii: " "), count: level * 2) }

    private static func appendString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), byte]
            case 0..<0x20: output += Array("\\u00".utf8) + Array(Hex.encode([byte]).utf8)
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
