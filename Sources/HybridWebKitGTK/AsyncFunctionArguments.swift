import CWebKitGTK
import HybridVocabulary

/// Passes `callAsyncJavaScript` arguments to WebKit as GVariant values, so no
/// page code takes part in reading them.
///
/// WebKit turns strings, numbers and `a{sv}` dictionaries into JS values in a
/// context of its own and structured-clones them into the page. JSON's other
/// values (null, booleans, arrays, and strings holding NUL) travel as tagged
/// dictionaries that `async-arguments.js` rebuilds in a short prologue, without
/// any page global: an earlier version parsed one JSON string with the page's
/// own `JSON.parse`, which the page could replace to read or change them. Only
/// the argument *names* appear in source, and they must be plain identifiers.
enum AsyncFunctionArguments {
    /// The prologue's name for the rebuilding function; no argument may take it.
    static let reviverName = "__hybridkitRevive"

    private static let reviverSource = try? EngineScripts.source(named: "async-arguments")

    static func prepare(body: String, arguments: [String: JSONValue]) throws -> (String, OpaquePointer?) {
        guard !arguments.isEmpty else { return (body, nil) }
        let names = arguments.keys.sorted()
        for name in names where !isIdentifier(name) {
            throw EngineError.operationFailed("argument name \(name.debugDescription) is not a JavaScript identifier")
        }
        let rebuilt = names.filter { !arguments[$0]!.arrivesAsItIs }
        var prologue = ""
        if !rebuilt.isEmpty {
            guard let reviverSource else { throw EngineError.operationFailed("missing engine resource async-arguments.js") }
            prologue = "const \(reviverName) = \(reviverSource);\n"
                + rebuilt.map { "\($0) = \(reviverName)(\($0));\n" }.joined()
        }
        return (prologue + body, dictionary(names.map { ($0, variant(arguments[$0]!)) }))
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name != reviverName else { return false }
        let head = first == "_" || first == "$" || ("a"..."z").contains(first) || ("A"..."Z").contains(first)
        return head && name.unicodeScalars.allSatisfy { $0 == "_" || $0 == "$" || ("a"..."z").contains($0)
            || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }

    /// A new floating GVariant for `value`, in the form `async-arguments.js` reads.
    private static func variant(_ value: JSONValue) -> OpaquePointer {
        switch value {
        case .string(let text) where text.utf8.contains(0):
            let parts = text.unicodeScalars.split(separator: "\0", omittingEmptySubsequences: false)
            return tagged("parts", values: parts.map { .string(String(String.UnicodeScalarView($0))) })
        case .string(let text): return g_variant_new_string(text)
        case .number(let number): return g_variant_new_double(number)
        case .null: return tagged("null")
        case .bool(let flag): return tagged(flag ? "true" : "false")
        case .array(let elements): return tagged("array", values: elements)
        case .object(let members):
            let keys = members.keys.sorted()
            return tagged("object", keys: keys, values: keys.map { members[$0]! })
        }
    }

    private static func tagged(_ tag: String, keys: [String]? = nil, values: [JSONValue] = []) -> OpaquePointer {
        var entries: [(String, OpaquePointer)] = [
            ("t", g_variant_new_string(tag)), ("n", g_variant_new_double(Double(values.count))),
            ("v", indexed(values.map(variant))),
        ]
        if let keys { entries.append(("k", indexed(keys.map { variant(.string($0)) }))) }
        return dictionary(entries)
    }

    /// `{"0": first, "1": second, …}`: arrays travel as dictionaries.
    private static func indexed(_ items: [OpaquePointer]) -> OpaquePointer {
        dictionary(items.enumerated().map { (String($0.offset), $0.element) })
    }

    private static func dictionary(_ entries: [(String, OpaquePointer)]) -> OpaquePointer {
        var children: [OpaquePointer?] = entries.map { key, value in
            g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_variant(value))
        }
        return g_variant_new_array(hk_variant_type_sv_entry(), &children, gsize(children.count))
    }
}

private extension JSONValue {
    /// Strings without NUL and numbers reach the page as they are; the rest is rebuilt.
    var arrivesAsItIs: Bool {
        switch self {
        case .string(let text): !text.utf8.contains(0)
        case .number: true
        default: false
        }
    }
}
