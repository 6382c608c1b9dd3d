import HybridVocabulary
import HybridEngineInterface

/// A leased container whose web process dies comes back in one of the pool's
/// warm views, as a new lease; the dead view and its process go.
extension WebViewPool: WarmViewSource {
    func warmView(replacing old: any WebEngineView, profile: WebsiteDataProfile) -> (any WebEngineView)? {
        guard let index = idle.firstIndex(where: { $0.profile == profile }) else { return nil }
        let slot = idle.remove(at: index)
        statistics.recoveries += 1
        // Another view takes the one used, off the recovery's path.
        Task { [weak self] in
            try? await Task.sleep(for: .seconds(1))
            guard let self, idle.count + warming.count < maximumIdle else { return }
            warmNewView(profile: profile)
        }
        guard let lease = old as? LeasedView, lease.pool === self else {
            slot.phase = .closed
            if slot.view.delegate === slot { slot.view.delegate = nil }
            return slot.view
        }
        return handOut(slot)
    }

    func hasWarmView(profile: WebsiteDataProfile) -> Bool { idle.contains { $0.profile == profile } }

    /// The pool's own ``prewarm(_:)`` decides how many views it keeps.
    func prepareWarmView(scripts: [UserScript]) {}

    /// A pool's views are for any container: they hold no container's scripts.
    func scriptsInstalled(in view: any WebEngineView) -> [UserScript] { [] }

    /// The idle view of `profile` a recovery would take next.
    func idleView(profile: WebsiteDataProfile) -> (any WebEngineView)? {
        idle.first { $0.profile == profile }?.view
    }
}
