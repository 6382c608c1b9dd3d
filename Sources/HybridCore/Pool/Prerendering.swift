import HybridVocabulary
/// Something a prerendered page tried while hidden, refused and kept for the app.
package enum HiddenAction: Sendable {
    /// Dismissed unseen (`alert` OK, `confirm` and `prompt` cancelled).
    case dialog(ScriptDialog)
    /// A top-frame navigation after the page's own load.
    case navigation(NavigationAction)
    case newWindow(NavigationAction)
    /// A link to another app or the system browser.
    case externalOpen(NavigationAction)
    /// A certificate the engine does not trust: refused unasked, so the prerender fails and is not kept.
    case certificateQuestion(AuthenticationChallenge.ServerTrust)
}

/// A container's page loaded ahead of time (a prerender), as a feature that
/// owns its state: hidden until the pool hands it out, refusing what a page
/// nobody sees may not do, and telling the pool when its process dies.
@MainActor
final class Prerendering: ContainerFeature {
    private let view: RecoverableView
    /// Set while the page is a prerender nobody has seen.
    private var page: PrerenderRefusals?
    private var refusedEarlier: [HiddenAction] = []
    /// The pool's hook: a prerendered page whose web process died is dropped.
    var onLost: (() -> Void)?

    var isHidden: Bool { page != nil }
    /// What the page tried while it was prerendered, in order: refused, never shown.
    var refused: [HiddenAction] { page?.refused ?? refusedEarlier }

    init(view: RecoverableView) { self.view = view }

    func webProcessDidTerminate(_ reason: WebProcessTerminationReason) {
        guard page != nil, let lost = onLost else { return }
        onLost = nil
        // The pool closes it on the next turn, out of the engine's signal.
        Task { lost() }
    }

    /// Hides the page before its prerendered load: the view goes off screen
    /// (the pool makes the container not visible, so the page hears `container.hidden`).
    func begin() {
        page = PrerenderRefusals()
        view.setHidden(true)
    }

    /// The prerendered load finished: from now on its top frame stays where it is.
    func lockNavigation() { page?.locksNavigation = true }

    /// The page is shown: `visibilityState` becomes `visible` (the pool makes the container
    /// visible, so it hears `container.visible`), and what it tried while hidden stays readable.
    /// `false` when it was not hidden.
    @discardableResult
    func end() -> Bool {
        guard let page else { return false }
        refusedEarlier = page.refused
        self.page = nil
        view.setHidden(false)
        return true
    }

    /// `.cancel` for a navigation a hidden page may not start; `nil` lets the normal policy decide.
    func decide(_ action: NavigationAction) -> NavigationPolicy? { page?.decide(action) }

    /// Records `action` and returns `true` when the page is hidden: the caller refuses it.
    func refuse(_ action: HiddenAction) -> Bool {
        guard page != nil else { return false }
        page?.refused.append(action)
        return true
    }
}
