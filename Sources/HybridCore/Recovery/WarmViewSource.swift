import HybridEngineSupport

/// Where a recovery finds a view whose web process already runs, so bringing
/// a page back costs a load, not a process launch (about 115 ms on WebKitGTK).
@MainActor
protocol WarmViewSource: AnyObject {
    /// A warm view to take the place of `old` (made with the same settings), or `nil` when none is warm.
    func warmView(replacing old: any WebEngineView) -> (any WebEngineView)?
    /// Whether a warm view is ready now.
    var hasWarmView: Bool { get }
    /// Starts warming a view, if this source keeps none yet, for a later recovery.
    func prepareWarmView()
}
