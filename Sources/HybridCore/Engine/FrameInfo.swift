import Foundation

/// The frame a message or navigation came from, as the engine itself reports it.
///
/// WKWebView gives one with every script message and navigation action;
/// WebKitGTK gives none, so there the value is `nil` and the core relies on
/// what its isolated-world runtime reports.
public struct FrameInfo: Hashable, Sendable {
    public var isMainFrame: Bool
    /// The frame's security origin, serialized (`https://a.example:8443`), or `"null"` when opaque.
    public var securityOrigin: String
    /// The frame's current URL, when the engine says.
    public var url: URL?

    public init(isMainFrame: Bool, securityOrigin: String, url: URL? = nil) {
        self.isMainFrame = isMainFrame
        self.securityOrigin = securityOrigin
        self.url = url
    }

    /// The serialized origin of a scheme, host and port as an engine gives them
    /// (port `0` meaning the scheme's default): `"null"` for an opaque origin.
    public static func serializedOrigin(scheme: String, host: String, port: Int) -> String {
        let scheme = scheme.lowercased()
        guard !scheme.isEmpty, !host.isEmpty else { return "null" }
        let bracketed = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        let defaultPort = ["http": 80, "https": 443, "ws": 80, "wss": 443][scheme]
        guard port > 0, port != defaultPort else { return "\(scheme)://\(bracketed.lowercased())" }
        return "\(scheme)://\(bracketed.lowercased()):\(port)"
    }
}
