import HybridCore
import WebKit
import HybridEngineSupport

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
    /// Swift types it non-optional, but WebKit passes nil for app-started loads;
    /// reading it through an optional of the same layout avoids touching a nil object.
    static func source(of action: WKNavigationAction) -> WKFrameInfo? {
        unsafeBitCast(action.sourceFrame, to: WKFrameInfo?.self)
    }
}
