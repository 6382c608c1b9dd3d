extension NewWindows {
    /// What happens when a page asks for a new window (`target=_blank`, `window.open`).
    public enum Rule: Hashable, Sendable {
        /// The URL loads in this container, replacing the page.
        case sameView
        /// The app makes another container (``WebContainer/NavigationDelegate/container(_:makeContainerFor:)``)
        /// and the URL loads there.
        case newContainer
        /// Nothing opens.
        case refuse
    }
}
