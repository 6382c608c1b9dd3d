/// Why common parameters were refused, with a stable code. Thrown where they are configured.
package enum CommonParameterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A `Cookie` header: hand-set, it replaces the engine's own cookies and breaks
    /// redirect chains that set cookies. Use ``CookieSync`` instead.
    case cookieHeaderRefused
    /// A header name that is not an HTTP token, or a value with a line break.
    case invalidHeader(String)
    /// A script value with no JSON form (NaN or an infinite number).
    case invalidScriptValue(String)

    /// A stable string code for logs.
    public var code: String {
        switch self {
        case .cookieHeaderRefused: "cookie_header_refused"
        case .invalidHeader: "invalid_header"
        case .invalidScriptValue: "invalid_script_value"
        }
    }

    public var description: String {
        switch self {
        case .cookieHeaderRefused: "cookie_header_refused: a Cookie header is never set by hand; use CookieSync"
        case .invalidHeader(let name): "invalid_header: \(name.debugDescription) is not an HTTP token, or its value has a line break"
        case .invalidScriptValue(let key): "invalid_script_value: \(key.debugDescription) has no JSON form"
        }
    }
}
