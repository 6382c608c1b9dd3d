import Foundation

/// An origin as the web defines it: scheme, host and port, compared exactly.
///
/// `https://a.example` and `https://a.example:443` are the same origin;
/// `http://a.example` and `https://a.example:8443` are not. Custom schemes
/// work too: `app://bundle` has no port, because its scheme has no default.
/// Opaque origins (`null`: sandboxed documents, `data:`, `about:blank`) are
/// not values of this type, so they can never be in an allowlist.
public struct BridgeOrigin: Hashable, Sendable, CustomStringConvertible {
    public let scheme: String
    public let host: String
    /// `nil` when none was given and the scheme has no default port (`app://bundle`).
    public let port: Int?

    /// Parses a bare origin such as `https://app.example` or `app://bundle`.
    ///
    /// Anything else throws, so a typo in an allowlist fails where it is written
    /// instead of silently allowing nothing: `127.0.0.1:8080` (no scheme),
    /// `null`, or a URL with a path, query or user name. The error's description
    /// names the text and what is wrong with it (code `not_an_origin`).
    public init(_ text: String) throws {
        try self.init(checking: text)
    }

    /// As ``init(_:)``, with the error typed.
    package init(checking text: String) throws(BridgeOriginError) {
        let fail = { (reason: String) in BridgeOriginError.notAnOrigin(text, reason: reason) }
        guard text.contains("://") else { throw fail("it has no scheme://") }
        guard let components = URLComponents(string: text) else { throw fail("it is not a URL") }
        guard components.user == nil, components.password == nil else { throw fail("it has a user name") }
        guard components.path.isEmpty || components.path == "/" else { throw fail("it has a path") }
        guard components.query == nil, components.fragment == nil else { throw fail("it has a query or fragment") }
        guard let scheme = components.scheme, let host = components.host, !host.isEmpty else { throw fail("it has no host") }
        self.init(scheme: scheme, host: host, port: components.port)
    }

    /// The origin of `url`; `nil` when it has none (no host: `about:blank`, `data:`).
    public init?(url: URL) {
        guard let scheme = url.scheme, let host = url.host, !host.isEmpty else { return nil }
        self.init(scheme: scheme, host: host, port: url.port)
    }

    /// The origin an engine reports in parts (WKWebView's `WKSecurityOrigin`),
    /// where port `0` means the scheme's default; `nil` for an opaque one (no scheme or host).
    public static func fromEngine(scheme: String, host: String, port: Int) -> BridgeOrigin? {
        guard !scheme.isEmpty, !host.isEmpty else { return nil }
        return BridgeOrigin(scheme: scheme, host: host, port: port > 0 ? port : nil)
    }

    private init(scheme: String, host: String, port: Int?) {
        self.scheme = scheme.lowercased()
        self.host = host.lowercased()
        self.port = port ?? Self.defaultPort(self.scheme)
    }

    /// Serialized the way a page's `self.origin` is: default ports left out, IPv6 in brackets.
    public var description: String {
        let host = self.host.contains(":") && !self.host.hasPrefix("[") ? "[\(self.host)]" : self.host
        guard let port, port != Self.defaultPort(scheme) else { return "\(scheme)://\(host)" }
        return "\(scheme)://\(host):\(port)"
    }

    private static func defaultPort(_ scheme: String) -> Int? {
        switch scheme {
        case "http", "ws": 80
        case "https", "wss": 443
        default: nil
        }
    }
}
