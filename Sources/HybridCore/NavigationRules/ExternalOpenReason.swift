/// Why the container hands a URL to the app to open outside it.
public enum ExternalOpenReason: Hashable, Sendable {
    /// A scheme the container does not show: `tel:`, `mailto:`, another app's link.
    case externalScheme
    /// An `http(s)` host outside the container's ``AllowedHosts``.
    case hostNotAllowed

    /// A stable string code for logs.
    public var code: String {
        switch self {
        case .externalScheme: "external_scheme"
        case .hostNotAllowed: "host_not_allowed"
        }
    }
}
