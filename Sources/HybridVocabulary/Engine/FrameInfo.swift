import Foundation

/// The frame a message or navigation came from, as the engine itself reports it.
///
/// WKWebView gives one with every script message and navigation action;
/// WebKitGTK gives none, so there the value is `nil` and the core relies on
/// what its isolated-world runtime reports. Apps read who asks from what the container
/// proved (`RequestingFrame`, `NavigationAction/targetsMainFrame`), never from this.
package struct FrameInfo: Hashable, Sendable {
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
    /// (port `0` meaning the scheme's default), as ``BridgeOrigin`` writes it: `"null"` for an opaque origin.
    public static func serializedOrigin(scheme: String, host: String, port: Int) -> String {
        BridgeOrigin.fromEngine(scheme: scheme, host: host, port: port)?.description ?? "null"
    }
}
