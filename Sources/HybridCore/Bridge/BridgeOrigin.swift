import Foundation

/// An origin as the web defines it: scheme, host and port, compared exactly.
///
/// `https://a.example` and `https://a.example:443` are the same origin;
/// `http://a.example` and `https://a.example:8443` are not.
public struct BridgeOrigin: Hashable, Sendable, CustomStringConvertible {
    public let scheme: String
    public let host: String
    public let port: Int

    /// Parses an origin or any URL on it, e.g. `http://127.0.0.1:8080` or `https://app.example/page`.
    /// Returns `nil` for opaque origins (`null`, `data:`, `about:`) and for text with no host.
    public init?(_ text: String) {
        guard let url = URL(string: text) else { return nil }
        self.init(url: url)
    }

    public init?(url: URL) {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty,
              let port = url.port ?? Self.defaultPort(scheme)
        else { return nil }
        self.scheme = scheme
        self.host = host
        self.port = port
    }

    public var description: String {
        Self.defaultPort(scheme) == port ? "\(scheme)://\(host)" : "\(scheme)://\(host):\(port)"
    }

    private static func defaultPort(_ scheme: String) -> Int? {
        switch scheme {
        case "http", "ws": 80
        case "https", "wss": 443
        default: nil
        }
    }
}

/// Which origins may call a handler.
public enum BridgeOriginPolicy: Hashable, Sendable {
    /// Any origin, including opaque ones; frame rules still apply.
    case any
    /// Only these origins, compared by scheme, host and port.
    case only(Set<BridgeOrigin>)

    /// Parses origins such as `"https://app.example"`; text that is no origin is skipped.
    public static func origins(_ texts: String...) -> BridgeOriginPolicy {
        .only(Set(texts.compactMap(BridgeOrigin.init)))
    }

    public func allows(_ origin: String) -> Bool {
        switch self {
        case .any: true
        case .only(let allowed): BridgeOrigin(origin).map(allowed.contains) ?? false
        }
    }
}
