import Foundation
import HybridEngineSupport
/// What a container keeps to bring its page back after a web-process death.
@MainActor
package final class RecoveryState: ContainerFeature {
    func attach(to container: WebContainer) { self.container = container }

    /// A recovery waiting to run: now, or when the container is shown again.
    struct Pending {
        var reason: WebProcessTerminationReason
        /// Where the dead page was scrolled, when it had reported it.
        var scroll: (x: Double, y: Double)?
    }

    weak var container: WebContainer?
    let logger = HybridLog.logger("hybridkit.container")
    var counter = CrashLoopCounter()
    /// Bumped by every app navigation; a recovery that sees it change stops, the app's page wins.
    private(set) var generation = 0
    var pending: Pending?
    var isRecovering = false
    /// The HTML of the app's last load, when it gave HTML: no URL fetches it again,
    /// and WebKit does not keep it past the process, so recovery gives it again.
    var givenHTML: (html: String, baseURL: URL?)?
    /// Where a warm view for the next recovery comes from.
    var views = RecoveryViews()
    /// Told each time recovery moved the page into another engine view (old, new): shells show the new one.
    private var replacementObservers: [Int: @MainActor (any WebEngineView, any WebEngineView) -> Void] = [:]
    private var nextObserver = 0

    func pageDidNavigate(_ event: NavigationEvent) {
        // A link followed from the given HTML leaves it: that page is what comes back.
        if case .committed(let url) = event, let given = givenHTML, url != (given.baseURL ?? URL(string: "about:blank")) { givenHTML = nil }
        guard case .finished = event, let container, !container.isClosed else { return }
        let policy = container.configuration.recoveryPolicy
        views.pageShown(keepsWarmView: policy.isEnabled && policy.keepsWarmView, scripts: container.view.installs.scripts)
    }

    func configurationDidChange(_ configuration: ContainerConfiguration) {
        let policy = configuration.recoveryPolicy
        if !policy.isEnabled || !policy.keepsWarmView { views.release() }
    }

    /// Calls `observer` with the old and new engine view each time recovery moves
    /// the page into a warm view, so a shell can show the new one where the old
    /// one was. The container, its bridge and its delegate stay the same.
    package func observeViewReplacement(_ observer: @escaping @MainActor (any WebEngineView, any WebEngineView) -> Void) -> ObservationToken {
        nextObserver += 1
        let id = nextObserver
        replacementObservers[id] = observer
        return ObservationToken { [weak self] in MainActor.assumeIsolated { self?.replacementObservers[id] = nil } }
    }

    /// Whether a recovery would find a view whose web process already runs, for benchmarks and tests.
    package var hasWarmView: Bool { views.hasWarmView }

    func viewReplaced(_ old: any WebEngineView, by new: any WebEngineView) {
        for observer in replacementObservers.values { observer(old, new) }
    }

    func appNavigated() {
        generation += 1
        pending = nil
    }

    /// No recovery runs for a closed container, and it stops holding the engine's warm view.
    func containerWillClose() {
        appNavigated()
        views.release()
    }
}
