extension BridgeError {
    /// The error a reply with this `code` and `message` stands for: known codes
    /// map back to their case, any other code is a handler's own.
    ///
    /// `message` is read back the way ``message`` writes it, so a native error
    /// round-trips and nothing is said twice. `name` is the handler or page
    /// function that was called; it stands in for a message that names it in
    /// other words (the page's "no page function named h5.title").
    public init(code: String, message: String, name: String? = nil) {
        switch code {
        case "handler_not_found": self = .handlerNotFound(name ?? Self.strip(message, prefix: "no handler named "))
        case "timeout": self = .timeout(name ?? Self.strip(message, suffix: " did not answer in time"))
        case "page_gone": self = .pageGone
        case "origin_not_allowed": self = .originNotAllowed(Self.strip(Self.strip(message, prefix: "origin "), suffix: " is not allowed"))
        case "frame_not_allowed": self = .frameNotAllowed(name ?? Self.strip(message, suffix: " may only be called from the main frame"))
        case "sender_unknown": self = .senderUnknown(Self.strip(message, prefix: "the sender cannot be identified: "))
        case "invalid_message": self = .invalidMessage(Self.strip(message, prefix: "invalid message: "))
        case "message_too_large": self = .messageTooLarge(Self.firstNumber(in: message))
        case "invalid_params": self = .invalidParams(Self.strip(message, prefix: "invalid params: "))
        case "invalid_result": self = .invalidResult(Self.strip(message, prefix: "invalid result: "))
        case "js_exception": self = .javaScriptException(message)
        case "bridge_closed": self = .closed
        case "too_many_calls": self = .tooManyCalls(name ?? Self.strip(message, suffix: " refused: too many calls in flight; retry when some have settled"))
        default: self = .handlerFailed(code: code, message: message)
        }
    }

    // By scalars, not characters: a subject that starts with a combining mark
    // joins the template's last character, and must still be read back as written.
    private static func strip(_ text: String, prefix: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.starts(with: prefix.unicodeScalars) else { return text }
        return String(String.UnicodeScalarView(scalars.dropFirst(prefix.unicodeScalars.count)))
    }

    private static func strip(_ text: String, suffix: String) -> String {
        let scalars = text.unicodeScalars, count = suffix.unicodeScalars.count
        guard scalars.count > count, scalars.reversed().starts(with: suffix.unicodeScalars.reversed()) else { return text }
        return String(String.UnicodeScalarView(scalars.dropLast(count)))
    }

    /// The size in "message of 123 characters is too large"; 0 when there is none.
    private static func firstNumber(in text: String) -> Int {
        Int(text.drop { !$0.isASCII || !$0.isNumber }.prefix { $0.isASCII && $0.isNumber }) ?? 0
    }
}
