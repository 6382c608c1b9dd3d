import CWebKitGTK
import Foundation
import HybridCore
import HybridVocabulary

/// One window of a ``HybridNavigatorWindow``: a header bar, a progress bar and
/// a `GtkStack` holding a page per container of one navigator stack, sliding
/// left on a push and right on a pop. The header draws the top page's chrome.
@MainActor
final class NavigatorScreen {
    let widgets: ShellWidgets
    /// The first-party modules' toast, spinner and action sheet over this screen.
    let moduleOverlay: ModuleOverlay
    let isModal: Bool
    private(set) var shown: [ObjectIdentifier] = []
    private var containers: [ObjectIdentifier: WebContainer] = [:]
    private var chromeToken: ObservationToken?
    /// Per page: recovery moving it into another view.
    private var replacements: [ObjectIdentifier: ObservationToken] = [:]
    var headerPlacement: HeaderPlacement = .column
    let transitions = TransitionGate()
    var signalIDs: [(instance: gpointer, id: gulong)] = []
    var onBack: (() -> Void)?
    /// Whether the navigator holds pages below the top that this screen does not show (discarded under memory pressure).
    var hasPagesBelow: () -> Bool = { false }
    var onClose: (() -> Void)?

    init(width: Int32, height: Int32, isModal: Bool) {
        widgets = ShellWidgets(width: width, height: height)
        moduleOverlay = ModuleOverlay(on: widgets.overlay)
        self.isModal = isModal
        gtk_button_set_label(hk_button(widgets.close), isModal ? "Done" : "Close")
        gtk_stack_set_transition_duration(hk_stack(widgets.stack), 250)
        connectSignals()
    }

    var top: WebContainer? { shown.last.flatMap { containers[$0] } }

    /// Shows `stack` (root first), animating a push or a pop.
    func follow(_ stack: [WebContainer]) {
        let after = stack.map(ObjectIdentifier.init)
        let change = NavigatorStackChange(from: shown, to: after)
        for container in stack where containers[ObjectIdentifier(container)] == nil {
            guard let view = container.engineView as? GTKWebView else { continue }
            let name = Self.name(container)
            view.moveToShell { gtk_stack_add_named(hk_stack(widgets.stack), $0, name) }
            containers[ObjectIdentifier(container)] = container
            replacements[ObjectIdentifier(container)] = container.observeViewReplacement { [weak self] old, new in
                guard let self, let old = old as? GTKWebView, let new = new as? GTKWebView else { return }
                new.takePlace(of: old, in: widgets.stack, named: name)
            }
        }
        for id in shown where !after.contains(id) {
            replacements[id] = nil
            if let container = containers.removeValue(forKey: id), !container.isClosed {
                (container.engineView as? GTKWebView)?.returnFromShell()
            }
        }
        shown = after
        guard let top else { return }
        let transition: GtkStackTransitionType = switch change {
        case .push: GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT
        case .pop: GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT
        case .none, .replaceTop, .reset: GTK_STACK_TRANSITION_TYPE_NONE
        }
        if change != .none {
            if change.isAnimated { transitions.begin() }
            gtk_stack_set_visible_child_full(hk_stack(widgets.stack), Self.name(top), transition)
            if gtk_stack_get_transition_running(hk_stack(widgets.stack)) == 0 { transitions.end() }
        }
        chromeToken = top.chrome.observe { [weak self] in self?.render() }
        render()
    }

    func render() {
        guard let top else { return }
        let backShown = shown.count > 1 || hasPagesBelow() || (!isModal && top.canGoBack)
        widgets.render(top.chrome, page: Self.name(top), backShown: backShown, placement: &headerPlacement)
        gtk_widget_set_visible(widgets.close, isModal || top.chrome.showsCloseButton ? 1 : 0)
    }

    /// Gives every page back to its offscreen window and destroys the window.
    func tearDown() {
        moduleOverlay.close()
        disconnectSignals()
        chromeToken = nil
        replacements = [:]
        for container in containers.values where !container.isClosed { (container.engineView as? GTKWebView)?.returnFromShell() }
        containers = [:]
        shown = []
        transitions.end()
        gtk_widget_destroy(widgets.window)
    }

    static func name(_ container: WebContainer) -> String { "page-\(UInt(bitPattern: ObjectIdentifier(container).hashValue))" }
}
