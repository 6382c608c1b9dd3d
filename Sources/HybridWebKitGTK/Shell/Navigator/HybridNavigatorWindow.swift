import CWebKitGTK
import Foundation
import HybridCore
import HybridVocabulary

/// A window that shows a ``Navigator``: its main stack as pages that slide in
/// and out, with Back popping, and its modal stack in a second window over it
/// with Done. Pages whose app set no delegate get GTK alerts, confirms and
/// prompts, shown after the slide that brings their page in. It draws the
/// first-party modules over the screen on top (``ModulePresenter``).
@MainActor
public final class HybridNavigatorWindow {
    public let navigator: Navigator
    /// Called once the window is closed; the navigator and its pages stay.
    public var onClose: (() -> Void)?
    public private(set) var isClosed = false
    /// The pages whose spinner and action sheet this window shows (``ModulePresenter/spinnerOwner``).
    public var spinnerOwner: ObjectIdentifier?
    public var sheetOwner: ObjectIdentifier?

    let main: NavigatorScreen
    private(set) var modal: NavigatorScreen?
    let dialogs = NavigatorDialogs()
    private let size: (width: Int32, height: Int32)
    private var token: ObservationToken?
    private var onScreen: HybridNavigatorWindow?
    /// The tab window this navigator's screen is a tab of (``HybridTabsWindow``): its modal windows stand over that one.
    private var host: ShellWidgets.Widget?

    public init(navigator: Navigator, width: Int = 390, height: Int = 844) throws {
        guard (1...10_000).contains(width), (1...10_000).contains(height) else {
            throw EngineError.invalidArgument("a window is 1 to 10000 pixels on each side, not \(width)×\(height)")
        }
        self.navigator = navigator
        size = (Int32(width), Int32(height))
        main = NavigatorScreen(width: size.width, height: size.height, isModal: false)
        main.onBack = { [weak self] in self?.back() }
        main.hasPagesBelow = { [weak self] in (self?.navigator.depthOnTop ?? 0) > 1 }
        main.onClose = { [weak self] in self?.close() }
        dialogs.screen = { [weak self] container in self?.screen(showing: container) }
        token = navigator.observe { [weak self] in self?.follow() }
        follow()
    }

    public func show() {
        guard !isClosed else { return }
        onScreen = self
        navigator.isShown = true
        gtk_widget_show_all(main.widgets.window)
        main.render()
        gtk_window_present(hk_window(main.widgets.window))
        if let modal { present(modal) }
    }

    /// Moves the main screen into `stack` as the page `name`: a tab of a ``HybridTabsWindow``,
    /// which shows it and decides whether the navigator is shown.
    func embed(in stack: ShellWidgets.Widget, named name: String, at position: Int, host: ShellWidgets.Widget) {
        let content = main.widgets.overlay
        g_object_ref(content)
        gtk_container_remove(hk_container(main.widgets.window), content)
        gtk_stack_add_titled(hk_stack(stack), content, name, name)
        hk_stack_child_set_position(stack, content, Int32(position))
        g_object_unref(content)
        self.host = host
        onScreen = self
        main.render()
        drawModal()
    }

    /// Draws the modal window only while the navigator is shown: a tab not selected keeps its modal
    /// pages, but a person must not see pages every power counts as hidden (nor be kept by a modal
    /// window from the tab bar). ``HybridTabsWindow`` asks again at every selection.
    func drawModal() {
        guard let modal else { return }
        if onScreen != nil, navigator.isShown {
            if gtk_widget_get_visible(modal.widgets.window) == 0 { present(modal) }
        } else {
            gtk_widget_hide(modal.widgets.window)
        }
    }

    /// Closes both windows; open dialogs are answered as dismissed.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        token = nil
        // A closed window shows no page: none of the navigator's may draw, share or write the clipboard.
        navigator.isShown = false
        dialogs.dismissAll()
        modal?.tearDown()
        modal = nil
        main.tearDown()
        onScreen = nil
        let onClose = onClose
        self.onClose = nil
        onClose?()
    }

    func follow() {
        guard !isClosed else { return }
        dialogs.adopt(navigator.stack + navigator.modalStack)
        main.follow(navigator.stack)
        if navigator.modalStack.isEmpty {
            modal?.tearDown()
            modal = nil
        } else {
            let sheet = modal ?? makeModal()
            sheet.follow(navigator.modalStack)
        }
    }

    private func makeModal() -> NavigatorScreen {
        let sheet = NavigatorScreen(width: size.width, height: size.height - 40, isModal: true)
        sheet.onBack = { [weak self] in self?.back() }
        sheet.hasPagesBelow = { [weak self] in (self?.navigator.depthOnTop ?? 0) > 1 }
        sheet.onClose = { [weak self] in Task { try? await self?.navigator.dismissModal() } }
        gtk_window_set_transient_for(hk_window(sheet.widgets.window), hk_window(host ?? main.widgets.window))
        gtk_window_set_modal(hk_window(sheet.widgets.window), 1)
        modal = sheet
        if onScreen != nil, navigator.isShown { present(sheet) }
        return sheet
    }

    private func present(_ sheet: NavigatorScreen) {
        gtk_widget_show_all(sheet.widgets.window)
        sheet.render()
        gtk_window_present(hk_window(sheet.widgets.window))
    }

    /// Back pops the page on top; on the root it goes back in the page's own history.
    private func back() {
        // Pages discarded under memory pressure count: Back brings each back in turn.
        if navigator.depthOnTop > 1 {
            Task { try? await navigator.pop() }
        } else if let top = navigator.topContainer, top.canGoBack {
            Task { try? await top.goBack() }
        }
    }

    func screen(showing container: WebContainer) -> NavigatorScreen? {
        let id = ObjectIdentifier(container)
        if main.shown.contains(id) { return main }
        return modal?.shown.contains(id) == true ? modal : nil
    }

    isolated deinit { close() }
}
