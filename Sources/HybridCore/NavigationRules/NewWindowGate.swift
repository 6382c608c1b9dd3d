import HybridVocabulary

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
struct NewWindowGate {
    /// Schemes a new window never opens. A page cannot navigate its own frame to a
    /// local file or to a `data:` document it wrote, but the app's load of a new
    /// window could, and show either as a native screen; `javascript:`, `blob:` and
    /// `about:` load no server's page either.
    static let refusedSchemes: Set<String> = ["file", "data", "javascript", "blob", "about"]

    /// Whether a person sees the page: the container's word.
    let isShown: @MainActor () -> Bool
    /// The bridge, whose record of the main document says which frames it holds.
    let bridge: Bridge
    /// Spends the gesture on this opening: `false` when it opened something already.
    let spendGesture: @MainActor () -> Bool
    private let logger = HybridLog.logger("hybridkit.container")

    init(isShown: @escaping @MainActor () -> Bool, bridge: Bridge, spendGesture: @escaping @MainActor () -> Bool) {
        (self.isShown, self.bridge, self.spendGesture) = (isShown, bridge, spendGesture)
    }

    /// `.cancel` for a new window that may not open; `nil` passes the question on.
    func decide(_ action: NavigationAction) -> NavigationPolicy? {
        guard let refusal = refusal(of: action) else { return nil }
        logger.warning("refused a new window for \(action.request.url?.absoluteString ?? "?"): \(refusal)")
        return .cancel
    }

    /// Why `action` may not open a window, as a sentence; `nil` when it may (and
    /// then its gesture is spent).
    func refusal(of action: NavigationAction) -> String? {
        guard action.opensNewWindow else { return nil }
        guard isShown() else { return "the page asking is not shown" }
        guard action.isUserGesture else { return "no person's gesture asked for it" }
        if let scheme = action.request.url?.scheme?.lowercased(), Self.refusedSchemes.contains(scheme) {
            return "a page may not open a \(scheme): URL"
        }
        switch bridge.mainDocument.dialogSender(engineFrame: action.sourceFrame) {
        case .mainFrame: return spendGesture() ? nil : "the same gesture opened something already"
        case .subframe(let origin): return "a frame of \(origin) inside the page asked for it"
        case .unattributed: return "the page holds other frames, and any of them could have asked for it"
        }
    }
}
