extension WebContainer {
    /// Something a prerendered page tried while hidden, refused and kept for the app.
    package enum HiddenAction: Sendable {
        /// Dismissed unseen (`alert` OK, `confirm` and `prompt` cancelled).
        case dialog(ScriptDialog)
        /// A top-frame navigation after the page's own load.
        case navigation(NavigationAction)
        case newWindow(NavigationAction)
        /// A link to another app or the system browser.
        case externalOpen(NavigationAction)
    }

    /// Whether the page was loaded ahead of time and nobody has seen it yet.
    public var isPrerendered: Bool { hiddenPage != nil }

    /// What the page tried while it was prerendered, in order: refused, never shown.
    package var actionsRefusedWhileHidden: [HiddenAction] { hiddenPage?.refused ?? refusedWhileHidden }

    /// Hides the page before its prerendered load: the view goes off screen and
    /// the page hears `container.hidden`.
    func beginHiddenPage() {
        hiddenPage = HiddenPage()
        view.setHidden(true)
        isVisible = false
    }

    /// The prerendered load finished: from now on its top frame stays where it is.
    func lockHiddenPageNavigation() { hiddenPage?.locksNavigation = true }

    /// The page is shown: `visibilityState` becomes `visible`, it hears `container.visible`,
    /// and what it tried while hidden stays readable.
    func endHiddenPage() {
        guard let hiddenPage else { return }
        refusedWhileHidden = hiddenPage.refused
        self.hiddenPage = nil
        view.setHidden(false)
        isVisible = true
    }

    func refuseWhileHidden(_ action: HiddenAction) -> Bool {
        guard hiddenPage != nil else { return false }
        hiddenPage?.refused.append(action)
        return true
    }
}
