import HybridVocabulary
/// What a page loaded ahead of time (a prerender) may not do while nobody sees
/// it: open dialogs, windows or other apps, or navigate its top frame once its
/// own load is done. Each is refused and recorded, for the app to read.
@MainActor
struct PrerenderRefusals {
    /// Set once the prerendered load finished: later top-frame navigations are the page's own.
    var locksNavigation = false
    var refused: [HiddenAction] = []

    /// `.cancel` for what a hidden page may not start; `nil` lets the normal policy decide.
    mutating func decide(_ action: NavigationAction) -> NavigationPolicy? {
        if action.opensNewWindow {
            refused.append(.newWindow(action))
            return .cancel
        }
        guard locksNavigation, action.targetsMainFrame != false else { return nil }
        refused.append(.navigation(action))
        return .cancel
    }
}
