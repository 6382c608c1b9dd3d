import HybridVocabulary
import HybridEngineInterface

/// Where a recovery finds a view whose web process already runs, so bringing
/// a page back costs a load, not a process launch (about 115 ms on WebKitGTK).
@MainActor
protocol WarmViewSource: AnyObject {
    /// A warm view of `profile` to take the place of `old` (made with the same settings),
    /// or `nil` when none of that profile is warm: never a view of another profile.
    func warmView(replacing old: any WebEngineView, profile: WebsiteDataProfile) -> (any WebEngineView)?
    /// Whether a warm view of `profile` is ready now.
    func hasWarmView(profile: WebsiteDataProfile) -> Bool
    /// Starts warming a view, if this source keeps none yet, for a later recovery
    /// of a page whose container installed `scripts`.
    func prepareWarmView(scripts: [UserScript])
    /// The user scripts `view`, taken from this source, already holds.
    func scriptsInstalled(in view: any WebEngineView) -> [UserScript]
}
