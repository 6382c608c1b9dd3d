import HybridVocabulary
import HybridEngineInterface

/// Where a container's recovery gets a warm view: the pool it was leased
/// from, then (when ``RecoveryPolicy/keepsWarmView`` asks) the engine's
/// standby. Engines whose own process prewarming makes a reload as quick
/// (WebKit on Apple platforms) reload in place instead.
@MainActor
struct RecoveryViews {
    /// The engine and settings the container's views are made with; `nil` for a view of unknown origin.
    var maker: (engine: any EngineViewMaking, settings: EngineSettings)?
    weak var pool: WebViewPool?
    private(set) var standby: RecoveryStandby?

    /// The page was shown: warm the standby now if the policy keeps one, or let it go if not.
    /// `scripts` are the container's, which the standby's view takes in ahead of a recovery.
    mutating func pageShown(keepsWarmView: Bool, scripts: [UserScript]) {
        guard keepsWarmView, let maker, maker.engine.recoversIntoWarmViews else { return release() }
        if standby == nil { standby = RecoveryStandby.shared(engine: maker.engine, settings: maker.settings) }
        if pool?.hasWarmView(profile: profile) != true { standby?.prepareWarmView(scripts: scripts) }
    }

    /// The profile of the container's views, the one they were made with, else the default: a warm view must be of the same one.
    var profile: WebsiteDataProfile { maker?.settings.profile ?? .default }

    var hasWarmView: Bool { pool?.hasWarmView(profile: profile) == true || standby?.hasWarmView(profile: profile) == true }

    /// A warm view, and the user scripts it already holds.
    func take(replacing old: any WebEngineView) -> (view: any WebEngineView, scripts: [UserScript])? {
        guard maker?.engine.recoversIntoWarmViews == true else { return nil }
        if let pool, let view = pool.warmView(replacing: old, profile: profile) { return (view, pool.scriptsInstalled(in: view)) }
        if let standby, let view = standby.warmView(replacing: old, profile: profile) { return (view, standby.scriptsInstalled(in: view)) }
        return nil
    }

    mutating func release() {
        standby?.release()
        standby = nil
    }
}
