/// How an error's message is written around its subject (a handler name, an
/// origin, a reason), written once: ``BridgeError/message`` fills it in and
/// ``BridgeError/init(code:message:name:)`` reads the subject back out, so an
/// error round-trips between native and JavaScript and nothing is said twice.
struct BridgeErrorTemplate {
    let prefix: String
    let suffix: String

    static let byCode: [String: BridgeErrorTemplate] = [
        "handler_not_found": .init(prefix: "no handler named ", suffix: ""),
        "timeout": .init(prefix: "", suffix: " did not answer in time"),
        "page_gone": .init(prefix: "the page went away before the call settled", suffix: ""),
        "origin_not_allowed": .init(prefix: "origin ", suffix: " is not allowed"),
        "frame_not_allowed": .init(prefix: "", suffix: " may only be called from the main frame"),
        "sender_unknown": .init(prefix: "the sender cannot be identified: ", suffix: ""),
        "invalid_message": .init(prefix: "invalid message: ", suffix: ""),
        "message_too_large": .init(prefix: "message of ", suffix: " bytes is too large"),
        "invalid_params": .init(prefix: "invalid params: ", suffix: ""),
        "invalid_result": .init(prefix: "invalid result: ", suffix: ""),
        "bridge_closed": .init(prefix: "the bridge is closed", suffix: ""),
        "too_many_calls": .init(prefix: "", suffix: " refused: too many calls in flight; retry when some have settled"),
        "page_not_visible": .init(prefix: "", suffix: " acts for the page a person sees, and this page is not shown"),
        "user_activation_required": .init(prefix: "", suffix: " needs a tap, click or key press by the person first"),
        "capability_not_granted": .init(prefix: "", suffix: " is not among the capabilities this app's signed manifest grants"),
    ]

    func message(_ subject: String) -> String { prefix + subject + suffix }

    /// The subject of `message`; a message not written from this template is its own subject.
    func subject(of message: String) -> String { Self.strip(Self.strip(message, prefix: prefix), suffix: suffix) }

    // By scalars, not characters: a subject that starts with a combining mark
    // joins the template's last character, and must still be read back as written.
    private static func strip(_ text: String, prefix: String) -> String {
        let scalars = text.unicodeScalars
        guard !prefix.isEmpty, scalars.starts(with: prefix.unicodeScalars) else { return text }
        return String(String.UnicodeScalarView(scalars.dropFirst(prefix.unicodeScalars.count)))
    }

    private static func strip(_ text: String, suffix: String) -> String {
        let scalars = text.unicodeScalars, count = suffix.unicodeScalars.count
        guard count > 0, scalars.count > count, scalars.reversed().starts(with: suffix.unicodeScalars.reversed()) else { return text }
        return String(String.UnicodeScalarView(scalars.dropLast(count)))
    }
}
