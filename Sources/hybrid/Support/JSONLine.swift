import HybridCore
import HybridVocabulary

/// One JSON object on one line, with field values given as JSON text, so page
/// payloads pass into the output exactly as they crossed the bridge.
struct JSONLine {
    private var fields: [String] = []

    init(type: String) { add("type", .string(type)) }

    mutating func add(_ key: String, _ value: JSONValue) { add(key, raw: value.jsonText) }

    mutating func add(_ key: String, _ value: RawJSON) { add(key, raw: value.text) }

    /// A literal CR or LF in valid JSON text can only be whitespace between
    /// tokens (inside strings they are escaped), so turning it into a space is
    /// safe. U+2028 may stand unescaped in a string, so it is left alone.
    private mutating func add(_ key: String, raw: String) {
        fields.append(JSONValue.string(key).jsonText + ":" + Self.oneLine(raw))
    }

    static func oneLine(_ jsonText: String) -> String {
        guard jsonText.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) else { return jsonText }
        var scalars = String.UnicodeScalarView()
        for scalar in jsonText.unicodeScalars { scalars.append(scalar == "\n" || scalar == "\r" ? " " : scalar) }
        return String(scalars)
    }

    var text: String { "{" + fields.joined(separator: ",") + "}" }
}
