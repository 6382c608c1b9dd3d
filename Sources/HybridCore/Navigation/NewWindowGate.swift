import HybridEngineSupport

/// Who may ask for a new window (`target=_blank`, `window.open`), before any
/// rule of the app's chain sees the request. Written once here for every engine,
/// since a new window can become a native screen (``NewWindows/Rule/newContainer``)
/// or another app (``ExternalSchemes``, ``AllowedHosts``).
///
/// Refused, as a browser's pop-up blocker would: a request without a person's
/// gesture, from a page nobody sees (below the top, under a modal, in a hidden
/// window or closed), or from any frame but the main document's, as far as it
/// is proven (``RequestingFrame``): a frame the engine names as a subframe, or,
/// where the engine names none (WebKitGTK), a document that holds or held frames.
///
/// Refused too: a window of a local file or of the page's own content (see
/// ``refusedSchemes``), and a second opening of one gesture (``OpeningsPerGesture``).
@MainActor
enum NewWindowGate {
    /// Schemes a new window never opens. A page cannot navigate its own frame to a
    /// local file or to a `data:` document it wrote, but the app's load of a new
    /// window could, and show either as a native screen; `javascript:`, `blob:` and
    /// `about:` load no server's page either.
    static let refusedSchemes: Set<String> = ["file", "data", "javascript", "blob", "about"]

    /// Whether a person sees `container`'s page now. Asked again when the window
    /// would open: the app's chain may have taken its time, and the page been
    /// covered or closed meanwhile.
    static func isShown(_ container: WebContainer) -> Bool { container.isVisible && !container.isClosed }

    /// Why `action` may not open a window, as a sentence; `nil` when it may.
    static func refusal(of action: NavigationAction, in container: WebContainer) -> String? {
        guard action.opensNewWindow else { return nil }
        guard isShown(container) else { return "the page asking is not shown" }
        guard action.isUserGesture else { return "no person's gesture asked for it" }
        if let scheme = action.request.url?.scheme?.lowercased(), refusedSchemes.contains(scheme) {
            return "a page may not open a \(scheme): URL"
        }
        switch container.bridge.mainDocument.dialogSender(engineFrame: action.sourceFrame) {
        case .mainFrame: return nil
        case .subframe(let origin): return "a frame of \(origin) inside the page asked for it"
        case .unattributed: return "the page holds other frames, and any of them could have asked for it"
        }
    }
}
