import CWebKitGTK
import HybridVocabulary

/// Moves values between JavaScriptCore and ``JSONValue`` through JSON, the
/// engine's own serializer, so no value is ever turned into script source.
@MainActor
enum JSCValueConversion {
    static func jsonValue(from value: UnsafeMutablePointer<JSCValue>) throws -> JSONValue {
        if jsc_value_is_undefined(value) != 0 || jsc_value_is_null(value) != 0 { return .null }
        if let flat = flatValue(value) { return flat }
        guard let text = jsc_value_to_json(value, 0) else {
            if let context = jsc_value_get_context(value) { jsc_context_clear_exception(context) }
            throw EngineError.unsupportedResultType(typeName(of: value))
        }
        defer { g_free(text) }
        do {
            return try JSONValue(jsonText: String(cString: text))
        } catch {
            throw EngineError.unsupportedResultType("JSON the decoder refused: \(error)")
        }
    }

    /// A new JS value in `context` with the given JSON value. Strings, the
    /// bridge's every reply, are made directly: no JSON text to write and parse.
    static func jscValue(from value: JSONValue, in context: UnsafeMutablePointer<JSCContext>?) -> UnsafeMutablePointer<JSCValue>? {
        switch value {
        case .string(let text): newString(text, in: context)
        case .null: jsc_value_new_null(context)
        case .bool(let flag): jsc_value_new_boolean(context, flag ? 1 : 0)
        default: jsc_value_new_from_json(context, value.jsonText)
        }
    }

    /// A string, boolean, or an array of at most 8 of them (every bridge message's
    /// shape), read with JavaScriptCore's getters instead of through JSON text and a
    /// decoder; `nil` for anything else, which goes through JSON.
    private static func flatValue(_ value: UnsafeMutablePointer<JSCValue>) -> JSONValue? {
        if let scalar = scalarValue(value) { return scalar }
        guard jsc_value_is_array(value) != 0, let lengthValue = jsc_value_object_get_property(value, "length") else { return nil }
        let length = jsc_value_to_int32(lengthValue)
        g_object_unref(lengthValue)
        guard (0...8).contains(length) else { return nil }
        var elements: [JSONValue] = []
        for index in 0..<UInt32(length) {
            guard let element = jsc_value_object_get_property_at_index(value, index) else { return nil }
            defer { g_object_unref(element) }
            guard let scalar = scalarValue(element) else { return nil }
            elements.append(scalar)
        }
        return .array(elements)
    }

    private static func newString(_ text: String, in context: UnsafeMutablePointer<JSCContext>?) -> UnsafeMutablePointer<JSCValue>? {
        Array(text.utf8).withUnsafeBytes { buffer in
            let bytes = g_bytes_new(buffer.baseAddress, gsize(buffer.count))
            defer { g_bytes_unref(bytes) }
            return jsc_value_new_string_from_bytes(context, bytes)
        }
    }

    private static func scalarValue(_ value: UnsafeMutablePointer<JSCValue>) -> JSONValue? {
        if jsc_value_is_string(value) != 0 {
            // As bytes with their length: a string may hold U+0000, where a C string would end.
            guard let bytes = jsc_value_to_string_as_bytes(value) else { return nil }
            defer { g_bytes_unref(bytes) }
            var size: gsize = 0
            guard let data = g_bytes_get_data(bytes, &size) else { return .string("") }
            return .string(String(decoding: UnsafeRawBufferPointer(start: data, count: Int(size)), as: UTF8.self))
        }
        if jsc_value_is_boolean(value) != 0 { return .bool(jsc_value_to_boolean(value) != 0) }
        return nil
    }

    private static func typeName(of value: UnsafeMutablePointer<JSCValue>) -> String {
        if jsc_value_is_function(value) != 0 { return "function" }
        if jsc_value_is_object(value) != 0 { return "an object with no JSON form (cycle, DOM node or BigInt)" }
        return "a value with no JSON form"
    }
}
