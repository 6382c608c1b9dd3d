extension Navigator {
    /// How a route changes the stack, as a rule's `presentation` names it.
    enum Presentation: String, Sendable, Hashable, CaseIterable {
        /// Push a new URL, replace the current one, pop back to the previous one.
        case `default`
        case push
        /// The top page becomes the URL.
        case replace
        /// The top page goes; the URL is not opened.
        case pop
        /// The top page goes and the one below reloads.
        case refresh
        /// Back to the root, which reloads.
        case clearAll = "clear_all"
        /// The URL becomes the only page.
        case replaceRoot = "replace_root"
        /// Nothing changes.
        case none
    }
}
