/// The answer to a navigation or response policy question.
public enum NavigationPolicy: Hashable, Sendable {
    case allow
    case cancel
    /// Save the response instead of showing it: the page stays as it is, and
    /// the delegate chooses where the file goes (or refuses) as a ``Download``.
    case download
}
