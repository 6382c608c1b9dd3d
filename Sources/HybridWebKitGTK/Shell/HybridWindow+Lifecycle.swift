import CWebKitGTK

extension HybridWindow {
    /// Mapped is visible: the container's page hears `container.visible` or `container.hidden`.
    func visibilityChanged(_ visible: Bool) {
        guard !isClosed else { return }
        container.isVisible = visible
    }

    /// The focused window is the app in the foreground.
    func activeChanged() {
        guard !isClosed else { return }
        lifecycle.appChanged(foreground: gtk_window_is_active(hk_window(widgets.window)) != 0)
    }

    /// GIO says whether a network is up and whether it is metered, not its kind:
    /// a metered link is reported as `cellular`, any other as `unknown`. Each change
    /// reaches the page once, in order (``ShellLifecycle``).
    func networkChanged(available: Bool, metered: Bool) {
        guard !isClosed else { return }
        lifecycle.networkChanged(.init(reachable: available, kind: available ? (metered ? "cellular" : "unknown") : "none"))
    }

    /// Where the page starts: the network as GIO reports it now is not a change.
    func seedNetwork() {
        guard let monitor = g_network_monitor_get_default() else { return }
        networkChanged(available: g_network_monitor_get_network_available(monitor) != 0,
                       metered: g_network_monitor_get_network_metered(monitor) != 0)
    }
}
