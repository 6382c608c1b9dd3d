import HybridVocabulary
/// Which page origins a handler answers, or a native call or event may reach.
public enum BridgeOriginPolicy: Hashable, Sendable {
    /// The container's trusted origins as they are when the call happens: by
    /// default the origins the app itself loaded (``WebContainer/trustedOrigins``).
    /// The default everywhere, so a site the page navigates to gets nothing.
    case trusted
    /// Every origin, opaque ones (`null`) included. An explicit choice for
    /// handlers that hold nothing worth protecting; frame rules still apply.
    case any
    /// Only these origins, compared by scheme, host and port.
    case only(Set<BridgeOrigin>)

    /// Parses origins such as `"https://app.example"` or `"app://bundle"`; throws
    /// for text that is not an origin (`"127.0.0.1:8080"`), at registration.
    public static func origins(_ texts: String...) throws -> BridgeOriginPolicy {
        var origins = Set<BridgeOrigin>()
        for text in texts { origins.insert(try BridgeOrigin(checking: text)) }
        return .only(origins)
    }

    /// Whether a page whose runtime reported `origin` (`self.origin`) is allowed.
    /// An opaque origin (`"null"`) matches no list, the trusted one included.
    public func allows(_ origin: String, trusted: Set<BridgeOrigin> = []) -> Bool {
        guard let allowed = origins(trusted: trusted) else { return true }
        guard let parsed = try? BridgeOrigin(origin) else { return false }
        return allowed.contains(parsed)
    }

    /// The origins allowed, `nil` for ``any``.
    func origins(trusted: Set<BridgeOrigin>) -> Set<BridgeOrigin>? {
        switch self {
        case .trusted: trusted
        case .any: nil
        case .only(let origins): origins
        }
    }
}
