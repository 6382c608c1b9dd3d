import CWebKitGTK
import HybridCore

/// Passes `callAsyncJavaScript` arguments to WebKit as one JSON string value.
///
/// WebKitGTK's GVariant conversion refuses arrays and null, so every argument
/// travels inside a single string parameter that the function parses first. Only
/// the argument *names* appear in source, and they must be plain identifiers.
enum AsyncFunctionArguments {
    static let parameterName = "__hybridkitArguments"

    static func prepare(body: String, arguments: [String: JSONValue]) throws -> (String, OpaquePointer?) {
        guard !arguments.isEmpty else { return (body, nil) }
        let names = arguments.keys.sorted()
        for name in names where !isIdentifier(name) {
            throw EngineError.operationFailed("argument name \(name.debugDescription) is not a JavaScript identifier")
        }
        let prologue = "const {\(names.joined(separator: ", "))} = JSON.parse(\(parameterName));\n"
        var entry: [OpaquePointer?] = [
            g_variant_new_dict_entry(g_variant_new_string(parameterName),
                                     g_variant_new_variant(g_variant_new_string(JSONValue.object(arguments).jsonText))),
        ]
        let dictionary = g_variant_new_array(hk_variant_type_sv_entry(), &entry, 1)
        return (prologue + body, dictionary)
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name != parameterName else { return false }
        let head = first == "_" || first == "$" || ("a"..."z").contains(first) || ("A"..."Z").contains(first)
        return head && name.unicodeScalars.allSatisfy { $0 == "_" || $0 == "$" || ("a"..."z").contains($0)
            || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }
}
