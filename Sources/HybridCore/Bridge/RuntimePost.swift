import HybridVocabulary
/// What the isolated runtime posts to native: one string, `<kind><frame><origin>\n<rest>`.
///
/// One string rather than an array, because WebKit moves a string between
/// processes as it is, while an array is serialized, rebuilt in the app's
/// JavaScript context and read element by element: under load that was a
/// measurable part of each call on both sides.
/// - kind: `c`, a message (`rest` is its envelope JSON), `w`, the standing
///   wait (`rest` is the answers, `"<id>\n<reply JSON>"`, joined by U+0000), or `g`,
///   a person's activation-triggering input the runtime saw (`rest` empty), or `v`, a request
///   the engine's Content-Security-Policy refused (`rest`: the blocked URL, a newline, the
///   directive). Page scripts' texts are always relayed as `c`, so only the runtime can say `g` or `v`;
/// - frame: `m` for the top frame, `s` for a subframe; upper case (`M`, `S`) when a
///   real tap, click or key press (`event.isTrusted`) reached the document in the last 5 s;
/// - origin: `self.origin` of the sending document, which never holds a newline.
package struct RuntimePost: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case message
        case wait
        case gesture
        /// The engine refused a request of the document by its Content-Security-Policy (`rest`: the blocked URL, a newline, the directive).
        case violation
    }

    package var kind: Kind
    package var origin: String
    package var isMainFrame: Bool
    package var rest: Substring
    package var hasUserActivation = false

    package init(kind: Kind, origin: String, isMainFrame: Bool, rest: Substring, hasUserActivation: Bool = false) {
        (self.kind, self.origin, self.isMainFrame, self.rest) = (kind, origin, isMainFrame, rest)
        self.hasUserActivation = hasUserActivation
    }

    /// Reads a posting; `nil` for anything not shaped like one.
    package init?(_ text: String) {
        let utf8 = text.utf8
        guard utf8.count >= 3, let newline = utf8.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        var bytes = utf8.makeIterator()
        switch bytes.next() {
        case UInt8(ascii: "c"): kind = .message
        case UInt8(ascii: "w"): kind = .wait
        case UInt8(ascii: "g"): kind = .gesture
        case UInt8(ascii: "v"): kind = .violation
        default: return nil
        }
        switch bytes.next() {
        case UInt8(ascii: "m"): isMainFrame = true
        case UInt8(ascii: "s"): isMainFrame = false
        case UInt8(ascii: "M"): (isMainFrame, hasUserActivation) = (true, true)
        case UInt8(ascii: "S"): (isMainFrame, hasUserActivation) = (false, true)
        default: return nil
        }
        let originStart = utf8.index(utf8.startIndex, offsetBy: 2)
        guard originStart < newline else { return nil }
        origin = String(text[originStart..<newline])
        rest = text[utf8.index(after: newline)...]
    }

    /// The posting as the runtime writes it.
    package var text: String {
        Self.letters[kind, default: "c"] + (isMainFrame ? (hasUserActivation ? "M" : "m") : (hasUserActivation ? "S" : "s")) + origin + "\n" + rest
    }

    /// The text the runtime posts for a message from `origin`.
    package static func message(_ envelope: String, origin: String, isMainFrame: Bool, hasUserActivation: Bool = false) -> String {
        RuntimePost(kind: .message, origin: origin, isMainFrame: isMainFrame, rest: Substring(envelope), hasUserActivation: hasUserActivation).text
    }

    private static let letters: [Kind: String] = [.message: "c", .wait: "w", .gesture: "g", .violation: "v"]

    /// The text the runtime posts when a person's input reached its document.
    package static func gesture(origin: String, isMainFrame: Bool = true) -> String {
        RuntimePost(kind: .gesture, origin: origin, isMainFrame: isMainFrame, rest: "", hasUserActivation: true).text
    }

    /// The text the runtime posts for its standing wait, carrying `answers`.
    package static func wait(answers: [String], origin: String, isMainFrame: Bool = true) -> String {
        RuntimePost(kind: .wait, origin: origin, isMainFrame: isMainFrame, rest: Substring(answers.joined(separator: "\u{0}"))).text
    }
}
