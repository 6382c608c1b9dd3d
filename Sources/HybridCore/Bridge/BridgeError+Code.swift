extension BridgeError {
    /// The error a reply with this `code` and `message` stands for: known codes
    /// map back to their case, any other code is a handler's own.
    ///
    /// `message` is read back the way ``message`` writes it, so a native error
    /// round-trips and nothing is said twice. `name` is the handler or page
    /// function that was called; it stands in for a message that names it in
    /// other words (the page's "no page function named h5.title").
    public init(code: String, message: String, name: String? = nil) {
        let subject = BridgeErrorTemplate.byCode[code]?.subject(of: message) ?? message
        switch code {
        case "handler_not_found": self = .handlerNotFound(name ?? subject)
        case "timeout": self = .timeout(name ?? subject)
        case "page_gone": self = .pageGone
        case "origin_not_allowed": self = .originNotAllowed(subject)
        case "frame_not_allowed": self = .frameNotAllowed(name ?? subject)
        case "sender_unknown": self = .senderUnknown(subject)
        case "invalid_message": self = .invalidMessage(subject)
        // The page says "characters" where native says "bytes": the number is what counts.
        case "message_too_large": self = .messageTooLarge(Self.firstNumber(in: message))
        case "invalid_params": self = .invalidParams(subject)
        case "invalid_result": self = .invalidResult(subject)
        case "js_exception": self = .javaScriptException(message)
        case "bridge_closed": self = .closed
        case "too_many_calls": self = .tooManyCalls(name ?? subject)
        case "page_not_visible": self = .pageNotVisible(name ?? subject)
        case "user_activation_required": self = .userActivationRequired(name ?? subject)
        case "capability_not_granted": self = .capabilityNotGranted(name ?? subject)
        default: self = .handlerFailed(code: code, message: message)
        }
    }

    /// The size in "message of 123 characters is too large"; 0 when there is none.
    private static func firstNumber(in text: String) -> Int {
        Int(text.drop { !$0.isASCII || !$0.isNumber }.prefix { $0.isASCII && $0.isNumber }) ?? 0
    }
}
