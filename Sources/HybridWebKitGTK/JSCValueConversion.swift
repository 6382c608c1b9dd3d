import CWebKitGTK
@_spi(Engine) import HybridCore

/// Moves values between JavaScriptCore and ``JSONValue`` through JSON, the
/// engine's own serializer, so no value is ever turned into script source.
@MainActor
enum JSCValueConversion {
    static func jsonValue(from value: UnsafeMutablePointer<JSCValue>) throws -> JSONValue {
        if jsc_value_is_undefined(value) != 0 || jsc_value_is_null(value) != 0 { return .null }
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

    /// A new JS value in `context` with the given JSON value.
    static func jscValue(from value: JSONValue, in context: UnsafeMutablePointer<JSCContext>?) -> UnsafeMutablePointer<JSCValue>? {
        jsc_value_new_from_json(context, value.jsonText)
    }

    private static func typeName(of value: UnsafeMutablePointer<JSCValue>) -> String {
        if jsc_value_is_function(value) != 0 { return "function" }
        if jsc_value_is_object(value) != 0 { return "an object with no JSON form (cycle, DOM node or BigInt)" }
        return "a value with no JSON form"
    }
}
