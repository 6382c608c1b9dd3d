import Foundation
import HybridVocabulary
import HybridEngineInterface

/// One warm view per engine and settings, kept for containers made on their
/// own (not leased from a pool): recovery moves a page into it instead of
/// launching a process. It exists while such containers do, and is warmed
/// only once one of them has shown a page, so it never slows a first load.
/// The engine holds its standbys (``RecoveryStandbys``), so two engines never share one.
@MainActor
final class RecoveryStandby: WarmViewSource {
    private let settings: EngineSettings
    private let shelf: RecoveryStandbys
    private let pool: WebViewPool
    private var users = 0
    private var isPreparing = false
    /// The scripts of the container whose page was shown last, and the warm view holding them.
    private var wantedScripts: [UserScript] = []
    private weak var scriptsHolder: (any WebEngineView)?
    private var heldScripts: [UserScript] = []
    static let warmUpDelay = Duration.seconds(1)

    private init(engine: any EngineViewMaking, settings: EngineSettings, shelf: RecoveryStandbys) {
        (self.settings, self.shelf) = (settings, shelf)
        pool = WebViewPool(engine: engine, settings: settings, maximumIdle: 1)
    }

    /// The standby for views `engine` makes with `settings`, kept by the engine; each container that holds it counts as a user.
    static func shared(engine: any EngineViewMaking, settings: EngineSettings) -> RecoveryStandby {
        let shelf = engine.coreState.value { RecoveryStandbys() }
        let standby = shelf.standbys[settings] ?? RecoveryStandby(engine: engine, settings: settings, shelf: shelf)
        shelf.standbys[settings] = standby
        standby.users += 1
        return standby
    }

    /// A container let go of it; with no user left, the warm view and its process go.
    func release() {
        users -= 1
        guard users <= 0 else { return }
        pool.handleMemoryPressure()
        shelf.standbys[settings] = nil
    }

    /// The system is low on memory: the warm view goes; the next page shown warms another.
    func flush() { pool.handleMemoryPressure() }

    func hasWarmView(profile: WebsiteDataProfile) -> Bool { pool.hasWarmView(profile: profile) }

    func warmView(replacing old: any WebEngineView, profile: WebsiteDataProfile) -> (any WebEngineView)? {
        pool.warmView(replacing: old, profile: profile)
    }

    /// Warms a view a second after asking, off the path of the page just shown (its process launch
    /// takes a core for about 100 ms), and puts `scripts` in it: the last page shown asked for them.
    func prepareWarmView(scripts: [UserScript]) {
        wantedScripts = scripts
        guard !isPreparing, pool.idleCount == 0, pool.warmingCount == 0 else { return installWantedScripts() }
        isPreparing = true
        Task { [pool] in
            try? await Task.sleep(for: Self.warmUpDelay)
            defer { isPreparing = false }
            guard users > 0, pool.idleCount == 0, pool.warmingCount == 0 else { return }
            await runBridgeOnce()
            // Waits for the returned view's successor (or warms one, if the return made none).
            await pool.prewarm(1, profile: settings.profile)
            installWantedScripts()
        }
    }

    func scriptsInstalled(in view: any WebEngineView) -> [UserScript] {
        view === scriptsHolder ? heldScripts : []
    }

    /// A recovered page's scripts sent just before its load are work for the web process on the
    /// load's path (about 2 ms on 2 cores): the warm view gets them while it waits.
    private func installWantedScripts() {
        guard let view = pool.idleView(profile: settings.profile) else { return }
        if view === scriptsHolder, heldScripts == wantedScripts { return }
        scriptsHolder = nil
        do {
            try view.removeAllUserScripts()
            for script in wantedScripts { try view.addUserScript(script) }
            (scriptsHolder, heldScripts) = (view, wantedScripts)
        } catch {
            // A view closed meanwhile: the recovery sends the scripts itself.
        }
    }

    /// Shows a blank page in a container of the standby's own, then returns its view, which the pool
    /// recycles into a fresh view of the same process. The bridge's scripts have then run in that
    /// process, so a recovered page's scripts start as they do in a process that showed a page
    /// (WebKitGTK, 2 cores: 1–2 ms from commit to the bridge's hello instead of 4–6), and the
    /// fresh view's history is empty, for the restored one to replace.
    private func runBridgeOnce() async {
        var configuration = pool.containerConfiguration
        configuration.profile = settings.profile
        configuration.recoveryPolicy.isEnabled = false
        guard let container = try? await pool.lease(configuration: configuration) else { return }
        defer { container.close() }
        _ = try? await container.loadHTML("", baseURL: URL(string: "about:blank"), timeout: .seconds(10))
    }
}

/// An engine's recovery standbys, one per settings, kept in the engine's ``EngineCoreState``.
@MainActor
final class RecoveryStandbys {
    var standbys: [EngineSettings: RecoveryStandby] = [:]
}
