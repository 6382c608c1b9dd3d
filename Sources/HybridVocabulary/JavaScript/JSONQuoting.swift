/// Quotes a Swift string as a JSON string literal.
///
/// Quotes, backslashes and control characters are escaped, and so are
/// U+2028/U+2029, which some older JavaScript parsers treat as line ends.
/// The text only ever reaches JavaScript as data for `JSON.parse`.
package enum JSONQuoting {
    package static func quote(_ string: String) -> String {
        var result = "\""
        result.unicodeScalars.reserveCapacity(string.utf8.count + 2)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        result += "\""
        return result
    }
}
