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
    /// The page (or its subframes) already has as many calls, or call bytes, in flight as ``Bridge/maximumCallsInFlight`` and ``Bridge/maximumBytesInFlight`` allow.
    case tooManyCalls(String)
    /// The handler acts for the page a person sees, and the calling page is not shown
    /// (below the top, under a modal, prerendered, in a hidden tab or window).
    case pageNotVisible(String)
    /// The handler needs a real user gesture (a trusted click, tap or key) in the last few seconds, and there was none.
    case userActivationRequired(String)
    /// The calling page's origin is an offline app whose signed manifest does not grant this
    /// module or method (`"capabilities"`); refused before the app's own rules are asked.
    case capabilityNotGranted(String)
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
        case .pageNotVisible: "page_not_visible"
        case .userActivationRequired: "user_activation_required"
        case .capabilityNotGranted: "capability_not_granted"
        case .handlerFailed(let code, _): code
        }
    }

    /// A human-readable explanation for logs and for `error.message` in JavaScript.
    public var message: String {
        switch self {
        case .handlerNotFound(let subject), .timeout(let subject), .originNotAllowed(let subject), .frameNotAllowed(let subject),
             .senderUnknown(let subject), .invalidMessage(let subject), .invalidParams(let subject), .invalidResult(let subject),
             .tooManyCalls(let subject), .pageNotVisible(let subject), .userActivationRequired(let subject),
             .capabilityNotGranted(let subject):
            BridgeErrorTemplate.byCode[code]?.message(subject) ?? subject
        case .messageTooLarge(let size): BridgeErrorTemplate.byCode[code]?.message(String(size)) ?? String(size)
        case .pageGone, .closed: BridgeErrorTemplate.byCode[code]?.message("") ?? code
        case .javaScriptException(let message), .handlerFailed(_, let message): message
        }
    }
}
