/// Why a bridge call did not succeed, with a stable string ``code`` that both
/// sides see: JavaScript gets an `Error` whose `code` is the same string.
public enum BridgeError: Error, Equatable, Sendable {
    /// No handler of that name is registered on the side that was called.
    case handlerNotFound(String)
    /// The call took longer than its timeout.
    case timeout(String)
    /// The page navigated, reloaded or its web process died before the call settled.
    case pageGone
    /// The origin is not allowed: a page calling a handler, or a page a native call or event was meant for.
    case originNotAllowed(String)
    /// The handler accepts messages from the main frame only.
    case frameNotAllowed(String)
    /// The engine cannot say which document sent an app-scheme message, so it was refused unrun.
    case senderUnknown(String)
    /// The message is not a bridge message: not JSON, wrong types, missing fields.
    case invalidMessage(String)
    /// The message is larger than the bridge accepts.
    case messageTooLarge(Int)
    /// The parameters do not decode into the handler's parameter type.
    case invalidParams(String)
    /// The result or payload could not be encoded (NaN or infinity, say) or decoded.
    case invalidResult(String)
    /// A JavaScript function called from native threw; the message is the JS one.
    case javaScriptException(String)
    /// The bridge is closed: its container closed.
    case closed
    /// The page (or its subframes) already has as many calls, or call bytes, in flight as ``BridgeCallLimits`` allows.
    case tooManyCalls(String)
    /// A handler failed with its own code (``BridgeErrorConvertible``) or `handler_failed`.
    case handlerFailed(code: String, message: String)

    /// The stable code, the same string JavaScript sees as `error.code`.
    public var code: String {
        switch self {
        case .handlerNotFound: "handler_not_found"
        case .timeout: "timeout"
        case .pageGone: "page_gone"
        case .originNotAllowed: "origin_not_allowed"
        case .frameNotAllowed: "frame_not_allowed"
        case .senderUnknown: "sender_unknown"
        case .invalidMessage: "invalid_message"
        case .messageTooLarge: "message_too_large"
        case .invalidParams: "invalid_params"
        case .invalidResult: "invalid_result"
        case .javaScriptException: "js_exception"
        case .closed: "bridge_closed"
        case .tooManyCalls: "too_many_calls"
        case .handlerFailed(let code, _): code
        }
    }

    /// A human-readable explanation for logs and for `error.message` in JavaScript.
    public var message: String {
        switch self {
        case .handlerNotFound(let name): "no handler named \(name)"
        case .timeout(let name): "\(name) did not answer in time"
        case .pageGone: "the page went away before the call settled"
        case .originNotAllowed(let origin): "origin \(origin) is not allowed"
        case .frameNotAllowed(let name): "\(name) may only be called from the main frame"
        case .senderUnknown(let why): "the sender cannot be identified: \(why)"
        case .invalidMessage(let why): "invalid message: \(why)"
        case .messageTooLarge(let size): "message of \(size) bytes is too large"
        case .invalidParams(let why): "invalid params: \(why)"
        case .invalidResult(let why): "invalid result: \(why)"
        case .javaScriptException(let message): message
        case .closed: "the bridge is closed"
        case .tooManyCalls(let name): "\(name) refused: too many calls in flight; retry when some have settled"
        case .handlerFailed(_, let message): message
        }
    }
}
