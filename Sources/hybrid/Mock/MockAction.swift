/// One thing a person does to the page in a run, from the mock file's `"actions"`,
/// done in order, each `after` the one before; input goes in as real engine events.
struct MockAction: Equatable {
    enum Kind: Equatable {
        /// A click at the element's centre.
        case tap(selector: String)
        /// A click on the element, then the text typed key by key.
        case type(text: String, into: String)
        /// A wheel scroll of `pixels` (down when positive) over the element.
        case scroll(selector: String, pixels: Double)
        /// Waits until the element exists, at most `timeout`.
        case wait(selector: String, timeout: Duration)
    }

    var kind: Kind
    var after: Duration

    var summary: String {
        switch kind {
        case .tap(let selector): "tap \(selector)"
        case .type(let text, let selector): "type \"\(text)\" into \(selector)"
        case .scroll(let selector, let pixels): "scroll \(selector) by \(Int(pixels)) px"
        case .wait(let selector, _): "wait for \(selector)"
        }
    }
}
