import CWebKitGTK
import Foundation
import HybridCore
import HybridVocabulary

/// A window that shows ``NavigatorTabs``: a tab bar (a `GtkStackSwitcher`) over
/// one ``HybridNavigatorWindow`` screen per tab, each with its own header, Back
/// and modal window. Choosing a tab selects it in the tabs (only its page on top is
/// shown; nothing reloads). Every tab is on the bar from the start: a tab whose navigator is not made
/// yet shows an empty screen until it is chosen, which makes it.
@MainActor
public final class HybridTabsWindow {
    public let tabs: NavigatorTabs
    /// Called once the window is closed; the tabs and their pages stay.
    public var onClose: (() -> Void)?
    public private(set) var isClosed = false
    /// The pages whose spinner and action sheet this window shows (``ModulePresenter/spinnerOwner``).
    public var spinnerOwner: ObjectIdentifier?
    public var sheetOwner: ObjectIdentifier?

    let window: ShellWidgets.Widget
    private let stack: ShellWidgets.Widget
    private(set) var screens: [String: HybridNavigatorWindow] = [:]
    /// The empty screens of the tabs whose navigator is not made yet, so the bar offers every tab.
    private var placeholders: [String: ShellWidgets.Widget] = [:]
    private let size: (width: Int, height: Int)
    private var token: ObservationToken?
    private var signalIDs: [(instance: gpointer, id: gulong)] = []
    private var following = false
    private var onScreen: HybridTabsWindow?

    public init(tabs: NavigatorTabs, width: Int = 390, height: Int = 844) throws {
        guard (1...10_000).contains(width), (1...10_000).contains(height) else {
            throw EngineError.invalidArgument("a window is 1 to 10000 pixels on each side, not \(width)×\(height)")
        }
        self.tabs = tabs
        size = (width, height)
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        gtk_window_set_default_size(hk_window(window), Int32(width), Int32(height))
        stack = gtk_stack_new()
        let switcher = gtk_stack_switcher_new()!
        gtk_stack_switcher_set_stack(hk_stack_switcher(switcher), hk_stack(stack))
        gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER)
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_pack_start(hk_box(column), switcher, 0, 0, 0)
        gtk_box_pack_start(hk_box(column), stack, 1, 1, 0)
        gtk_container_add(hk_container(window), column)
        connectSignals()
        token = tabs.observe { [weak self] in self?.follow() }
        follow()
    }

    /// The screen of each tab whose navigator is made, by tab name.
    public func screen(_ tab: String) -> HybridNavigatorWindow? { screens[tab] }

    public func show() {
        guard !isClosed else { return }
        onScreen = self
        tabs.isShown = true
        gtk_widget_show_all(window)
        gtk_window_present(hk_window(window))
        Task { try? await tabs.select(tabs.selected) }
    }

    /// Closes the window and every tab's modal window; no tab's page is shown any more.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        token = nil
        tabs.isShown = false
        for (instance, id) in signalIDs { g_signal_handler_disconnect(instance, id) }
        signalIDs = []
        for screen in screens.values { screen.close() }
        screens = [:]
        placeholders = [:]
        gtk_widget_destroy(window)
        onScreen = nil
        let onClose = onClose
        self.onClose = nil
        onClose?()
    }

    /// The window as a person sees it (a tab's modal window while one is up), as PNG bytes.
    public func screenshotPNG() throws -> Data {
        guard !isClosed else { throw EngineError.viewClosed }
        if let screen = screens[tabs.selected], screen.modal != nil { return try screen.screenshotPNG() }
        return try ShellWidgets.screenshotPNG(of: window)
    }

    private func follow() {
        guard !isClosed else { return }
        following = true
        defer { following = false }
        for (position, tab) in tabs.tabs.enumerated() where screens[tab.name] == nil {
            guard let navigator = tabs.madeNavigator(tab.name),
                  let screen = try? HybridNavigatorWindow(navigator: navigator, width: size.width, height: size.height) else {
                if placeholders[tab.name] == nil, let empty = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0) {
                    gtk_stack_add_titled(hk_stack(stack), empty, tab.name, tab.name)
                    hk_stack_child_set_position(stack, empty, Int32(position))
                    placeholders[tab.name] = empty
                    gtk_widget_show_all(stack)
                }
                continue
            }
            if let empty = placeholders.removeValue(forKey: tab.name) { gtk_container_remove(hk_container(stack), empty) }
            screen.onClose = { [weak self] in self?.close() }
            screens[tab.name] = screen
            screen.embed(in: stack, named: tab.name, at: position, host: window)
            gtk_widget_show_all(stack)
        }
        if screens[tabs.selected] != nil { gtk_stack_set_visible_child_name(hk_stack(stack), tabs.selected) }
        // Only the selected tab's modal window is drawn: the others' pages are hidden.
        for screen in screens.values { screen.drawModal() }
    }

    /// Whether the tab bar offers `tab` (its screen, or the empty one of a tab not made yet).
    package func offersTab(_ tab: String) -> Bool { gtk_stack_get_child_by_name(hk_stack(stack), tab) != nil }

    /// The tab the window draws.
    var visibleTab: String? { gtk_stack_get_visible_child_name(hk_stack(stack)).map { String(cString: $0) } }

    /// What a click on the tab bar's button for `tab` does: the stack shows it, and the signal selects it.
    func choose(_ tab: String) { gtk_stack_set_visible_child_name(hk_stack(stack), tab) }

    /// A person chose a tab on the bar.
    private func chosen() {
        guard !following, let name = gtk_stack_get_visible_child_name(hk_stack(stack)).map({ String(cString: $0) }),
              name != tabs.selected else { return }
        Task { try? await tabs.select(name) }
    }

    private typealias Notify = @convention(c) (gpointer?, gpointer?, gpointer?) -> Void
    private typealias Event = @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean

    private func connectSignals() {
        typealias Box = WeakBox<HybridTabsWindow>
        let visible: Notify = { _, _, data in MainActor.assumeIsolated { Box.target(from: data)?.chosen() } }
        signalIDs.append((UnsafeMutableRawPointer(stack), connectSignal(stack, "notify::visible-child-name", visible, data: Box(self).retainedPointer())))
        let delete: Event = { _, _, data in
            MainActor.assumeIsolated { Box.target(from: data)?.close() }
            return 1
        }
        signalIDs.append((UnsafeMutableRawPointer(window), connectSignal(window, "delete-event", delete, data: Box(self).retainedPointer())))
    }

    isolated deinit { close() }
}
