import HybridVocabulary
/// An uncaught error in a page: an exception no script caught, or a promise
/// rejection no handler took. Reported by ``WebContainer/onPageError``.
public struct PageError: Sendable, Hashable {
    /// Which of the page's failure signals reported it: `true` for a rejected promise with no
    /// handler (`unhandledrejection`), `false` for an exception nothing caught (`window` `error` event).
    public var isUnhandledRejection: Bool
    /// The engine's text for it, e.g. `TypeError: x is not a function`.
    public var message: String
    /// The script's URL; empty when the engine does not say.
    public var sourceURL: String
    /// 1-based position in the script; 0 when unknown.
    public var line: Int
    public var column: Int
    /// The origin of the document it happened in, e.g. `http://127.0.0.1:8080`.
    public var origin: String
    /// `false` when it happened in an iframe.
    public var isMainFrame: Bool

    public init(isUnhandledRejection: Bool = false, message: String, sourceURL: String = "", line: Int = 0, column: Int = 0, origin: String, isMainFrame: Bool) {
        self.isUnhandledRejection = isUnhandledRejection
        self.message = message
        self.sourceURL = sourceURL
        self.line = line
        self.column = column
        self.origin = origin
        self.isMainFrame = isMainFrame
    }

    /// Reads one report of `page-errors.js`; `nil` for anything else.
    init?(report body: JSONValue) {
        guard case .object(let fields) = body,
              case .string(let kind)? = fields["kind"], kind == "error" || kind == "unhandledRejection",
              case .string(let message)? = fields["message"],
              case .string(let origin)? = fields["origin"],
              case .bool(let isMainFrame)? = fields["isMainFrame"]
        else { return nil }
        self.init(
            isUnhandledRejection: kind == "unhandledRejection", message: message, sourceURL: fields["source"]?.stringValue ?? "",
            line: Self.integer(fields["line"]), column: Self.integer(fields["column"]),
            origin: origin, isMainFrame: isMainFrame)
    }

    private static func integer(_ value: JSONValue?) -> Int {
        guard case .number(let number)? = value, number.isFinite, number >= 0, number < Double(Int32.max) else { return 0 }
        return Int(number)
    }
}
