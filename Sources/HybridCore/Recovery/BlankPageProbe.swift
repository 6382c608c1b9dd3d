/// How to tell whether a live page shows nothing: a white screen that is not a crash.
///
/// Both ways have a cost (`hybrid bench recovery` measures them): the document
/// probe is one round trip into the page, the snapshot probe one snapshot.
public enum BlankPageProbe: Sendable, Hashable {
    /// Asks the document, from the isolated world, whether any element has text
    /// or a visible box. No answer within `deadline` means the page is unresponsive.
    case document(deadline: Duration)
    /// Samples a `grid` × `grid` of pixels of what the view shows: one colour everywhere is blank.
    /// Catches a renderer that paints nothing; a page of plain text on white may pass
    /// between the samples, so prefer ``document(deadline:)`` for text pages. No snapshot
    /// within `deadline` means the page is unresponsive: a hung web process never answers one.
    case snapshot(grid: Int, deadline: Duration = .seconds(1))

    public static let `default` = BlankPageProbe.document(deadline: .seconds(1))
}

extension BlankPageProbe {
    /// What a blank-page probe found: whether the page shows something, and if not, why not.
    /// The raw value is a stable code for logs. To know how long a probe took, time the call.
    public enum Verdict: String, Sendable {
        case showsContent = "shows_content"
        /// No document, e.g. after the web process died.
        case noPage = "no_page"
        /// The document has no text and no visible box.
        case emptyDocument = "empty_document"
        /// Every sampled pixel has the same colour.
        case uniformPixels = "uniform_pixels"
        /// The page did not answer in time: its renderer is stuck.
        case unresponsive

        /// Whether the page shows nothing (any verdict but ``showsContent``).
        public var isBlank: Bool { self != .showsContent }
    }
}
