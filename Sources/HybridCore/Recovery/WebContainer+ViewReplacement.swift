import HybridEngineSupport

extension WebContainer {
    /// Calls `observer` with the old and new engine view each time recovery
    /// moves the page into a warm view, so a shell can show the new one where
    /// the old one was. The container, its bridge and its delegate stay the same.
    package func observeEngineViewReplacement(
        _ observer: @escaping @MainActor (any WebEngineView, any WebEngineView) -> Void
    ) -> ObservationToken {
        recovery.observeViewReplacement(observer)
    }

    /// Whether a recovery would find a view whose web process already runs, for benchmarks and tests.
    package var hasWarmViewForRecovery: Bool { recovery.views.hasWarmView }
}

extension WebContainer {
    /// A message handler of the tools' own (the CLI's console relay) that stays
    /// when recovery moves the page into another view, as the container's own do.
    package func addToolMessageHandler(named name: String, in world: ContentWorld, handler: @escaping ScriptMessageHandler) throws {
        try view.addMessageHandler(named: name, in: world, handler: handler)
    }
}
