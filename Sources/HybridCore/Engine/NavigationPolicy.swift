/// The answer to a navigation or response policy question.
public enum NavigationPolicy: Hashable, Sendable {
    case allow
    case cancel
}
