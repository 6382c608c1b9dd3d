import HybridCore
import WebKit
import HybridVocabulary

/// `WKFrameInfo` as the core's ``FrameInfo``.
@MainActor
enum AppleFrameInfo {
    static func make(_ frame: WKFrameInfo) -> FrameInfo {
        let origin = frame.securityOrigin
        return FrameInfo(
            isMainFrame: frame.isMainFrame,
            securityOrigin: FrameInfo.serializedOrigin(scheme: origin.protocol, host: origin.host, port: origin.port),
            url: frame.request.url)
    }

    /// The action's source frame, or `nil` when there is none (an app-started load).
    /// The SDK types it non-null, but WebKit passes nil for app-started loads, and
    /// Swift may assume a non-optional is never nil; key-value coding reads it as
    /// the Objective-C object it is, nil included.
    static func source(of action: WKNavigationAction) -> WKFrameInfo? {
        action.value(forKey: "sourceFrame") as? WKFrameInfo
    }
}
