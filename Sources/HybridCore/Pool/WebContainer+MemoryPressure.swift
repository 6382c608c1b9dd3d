extension WebContainer {
    /// The system is low on memory (a view controller's memory warning): the
    /// pool this container is leased from closes its warm views
    /// (``WebViewPool/handleMemoryPressure()``). The page shown stays; a
    /// container made on its own, or whose lease ended, has nothing to give back.
    public func handleMemoryPressure() {
        guard let lease = view as? LeasedView, !lease.isClosed else { return }
        lease.pool?.handleMemoryPressure()
    }
}
