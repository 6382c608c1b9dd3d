import CWebKitGTK
@_spi(Engine) import HybridCore

extension HybridWindow {
    /// Mapped is visible: the container's page hears `container.visible` or `container.hidden`.
    func visibilityChanged(_ visible: Bool) {
        guard !isClosed else { return }
        container.isVisible = visible
    }

    /// The focused window is the app in the foreground.
    func activeChanged() {
        guard !isClosed else { return }
        let active = gtk_window_is_active(hk_window(widgets.window)) != 0
        guard active != wasActive else { return }
        wasActive = active
        notify(active ? .appForeground : .appBackground)
    }

    /// GIO says whether a network is up and whether it is metered, not its kind:
    /// a metered link is reported as `cellular`, any other as `unknown`.
    func networkChanged(available: Bool, metered: Bool) {
        guard !isClosed else { return }
        notify(.reachabilityChanged(reachable: available, network: available ? (metered ? "cellular" : "unknown") : "none"))
    }

    private func notify(_ event: Bridge.LifecycleEvent) {
        Task { [container] in try? await container.bridge.notify(event) }
    }
}
