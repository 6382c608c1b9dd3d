extension WebContainer {
    /// The system is low on memory (a view controller's memory warning): the
    /// pool this container is leased from closes its warm views
    /// (``WebViewPool/handleMemoryPressure()``), and the view kept warm for
    /// recovery (``RecoveryPolicy/keepsWarmView``) goes. The page shown stays.
    public func handleMemoryPressure() {
        recovery.views.standby?.flush()
        guard let lease = view.current as? LeasedView, !lease.isClosed else { return }
        lease.pool?.handleMemoryPressure()
    }
}
