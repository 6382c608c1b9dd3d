import CWebKitGTK
import HybridCore

/// Builds the `a{sv}` argument dictionary of `call_async_javascript_function`.
/// WebKit turns each GVariant into the matching JS value, so values never
/// pass through script source.
enum GVariantConversion {
    static func argumentDictionary(_ arguments: [String: JSONValue]) -> OpaquePointer? {
        guard !arguments.isEmpty else { return nil }
        return dictionary(arguments)
    }

    static func variant(_ value: JSONValue) -> OpaquePointer {
        switch value {
        case .null: return g_variant_new_maybe(hk_variant_type_variant(), nil)
        case .bool(let b): return g_variant_new_boolean(b ? 1 : 0)
        case .number(let n): return g_variant_new_double(n)
        case .string(let s): return g_variant_new_string(s)
        case .array(let items):
            var children: [OpaquePointer?] = items.map { g_variant_new_variant(variant($0)) }
            return g_variant_new_array(hk_variant_type_variant(), &children, gsize(children.count))
        case .object(let members): return dictionary(members)
        }
    }

    private static func dictionary(_ members: [String: JSONValue]) -> OpaquePointer {
        var entries: [OpaquePointer?] = members.keys.sorted().map { key in
            g_variant_new_dict_entry(g_variant_new_string(key), g_variant_new_variant(variant(members[key]!)))
        }
        return g_variant_new_array(hk_variant_type_sv_entry(), &entries, gsize(entries.count))
    }
}
