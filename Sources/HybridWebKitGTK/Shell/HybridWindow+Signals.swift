import CWebKitGTK
import HybridVocabulary

extension HybridWindow {
    typealias Box = WeakBox<HybridWindow>
    private typealias Clicked = @convention(c) (gpointer?, gpointer?) -> Void
    private typealias Event = @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean
    private typealias Notify = @convention(c) (gpointer?, gpointer?, gpointer?) -> Void
    private typealias NetworkChanged = @convention(c) (gpointer?, gboolean, gpointer?) -> Void

    private func connect<Handler>(_ instance: gpointer, _ signal: String, _ handler: Handler) {
        signalIDs.append((instance, connectSignal(instance, signal, handler, data: Box(self).retainedPointer())))
    }

    func connectSignals() {
        let back: Clicked = { _, data in MainActor.assumeIsolated { Box.target(from: data)?.tapBack() } }
        connect(widgets.back, "clicked", back)
        let refresh: Clicked = { _, data in MainActor.assumeIsolated { Box.target(from: data)?.tapRefresh() } }
        connect(widgets.refresh, "clicked", refresh)
        let close: Clicked = { _, data in MainActor.assumeIsolated { Box.target(from: data)?.tapClose() } }
        connect(widgets.close, "clicked", close)
        let retry: Clicked = { _, data in MainActor.assumeIsolated { Box.target(from: data)?.tapRetry() } }
        connect(widgets.retry, "clicked", retry)
        let first: Clicked = { _, data in MainActor.assumeIsolated { Box.target(from: data)?.tapPageButton(at: 0) } }
        connect(widgets.pageButtons[0], "clicked", first)
        let second: Clicked = { _, data in MainActor.assumeIsolated { Box.target(from: data)?.tapPageButton(at: 1) } }
        connect(widgets.pageButtons[1], "clicked", second)
        // The window manager's close: the window closes itself instead of being destroyed under the view.
        let delete: Event = { _, _, data in
            MainActor.assumeIsolated { Box.target(from: data)?.close() }
            return 1
        }
        connect(widgets.window, "delete-event", delete)
        let mapped: Clicked = { _, data in MainActor.assumeIsolated { Box.target(from: data)?.visibilityChanged(true) } }
        connect(widgets.window, "map", mapped)
        let unmapped: Clicked = { _, data in MainActor.assumeIsolated { Box.target(from: data)?.visibilityChanged(false) } }
        connect(widgets.window, "unmap", unmapped)
        let active: Notify = { _, _, data in MainActor.assumeIsolated { Box.target(from: data)?.activeChanged() } }
        connect(widgets.window, "notify::is-active", active)
        if let monitor = g_network_monitor_get_default() {
            let network: NetworkChanged = { monitor, available, data in
                MainActor.assumeIsolated {
                    let metered = monitor.map { g_network_monitor_get_network_metered(OpaquePointer($0)) != 0 } ?? false
                    Box.target(from: data)?.networkChanged(available: available != 0, metered: metered)
                }
            }
            connect(UnsafeMutableRawPointer(monitor), "network-changed", network)
        }
    }

    /// Widgets' handlers go with the window; the network monitor outlives it.
    func disconnectSignals() {
        for (instance, id) in signalIDs { g_signal_handler_disconnect(instance, id) }
        signalIDs.removeAll()
    }

    func tapBack() { Task { await container.chrome.back() } }
    func tapClose() { container.chrome.requestClose() }
    func tapRetry() { Task { await container.chrome.retry() } }
    func tapRefresh() { Task { await container.chrome.refresh() } }

    func tapPageButton(at index: Int) {
        let buttons = container.chrome.buttons
        guard index < buttons.count else { return }
        Task { await container.chrome.tap(buttons[index]) }
    }
}
