import Foundation
import HybridVocabulary
import HybridEngineInterface
/// What a container keeps to bring its page back after a web-process death,
/// and the recovery itself: made with the view it reloads, the loads that settle,
/// the bridge that must come back, the scroll and trust it restores, and the
/// container's word on whether the page is shown and its close.
@MainActor
final class PageRecovery: ContainerFeature {

    /// A recovery waiting to run: now, or when the container is shown again.
    struct Pending {
        var reason: WebProcessTerminationReason
        /// Where the dead page was scrolled, when it had reported it.
        var scroll: (x: Double, y: Double)?
    }

    let view: RecoverableView
    let loads: PageLoads
    let bridge: Bridge
    let scrolling: ScrollTracking
    let documentTrust: DocumentTrustRecord
    /// Whether a person sees the page: recovery of a hidden page waits until it is shown.
    let isShown: @MainActor () -> Bool
    let app: AppLink
    /// Closes the container, as the app may decide after a crash loop.
    let close: @MainActor () -> Void
    private(set) var configuration = ContainerConfiguration()
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
    private let replacementObservers = ObserverRegistry<@MainActor (any WebEngineView, any WebEngineView) -> Void>()

    init(view: RecoverableView, loads: PageLoads, bridge: Bridge, scrolling: ScrollTracking, documentTrust: DocumentTrustRecord,
         isShown: @escaping @MainActor () -> Bool, app: AppLink, close: @escaping @MainActor () -> Void) {
        (self.view, self.loads, self.bridge, self.scrolling, self.documentTrust) = (view, loads, bridge, scrolling, documentTrust)
        (self.isShown, self.app, self.close) = (isShown, app, close)
    }

    func pageDidNavigate(_ event: NavigationEvent) {
        // A link followed from the given HTML leaves it: that page is what comes back.
        if case .committed(let url) = event, let given = givenHTML, url != (given.baseURL ?? URL(string: "about:blank")) { givenHTML = nil }
        guard case .finished = event, !view.isClosed else { return }
        let policy = configuration.recoveryPolicy
        views.pageShown(keepsWarmView: policy.isEnabled && policy.keepsWarmView, scripts: view.installs.scripts)
    }

    /// The recovery delegate hears of the death first; then recovery runs now, or once the container is shown.
    func webProcessDidTerminate(_ reason: WebProcessTerminationReason) {
        app.tell(configuration.recoveryDelegate) { $0.container($1, webProcessDidTerminate: reason) }
        schedule(after: reason)
    }

    /// Whether a web-process death waits for recovery (the container is hidden) or is being recovered.
    var isPending: Bool { pending != nil || isRecovering }

    func configurationDidChange(_ configuration: ContainerConfiguration) {
        self.configuration = configuration
        let policy = configuration.recoveryPolicy
        if !policy.isEnabled || !policy.keepsWarmView { views.release() }
    }

    /// Calls `observer` with the old and new engine view each time recovery moves
    /// the page into a warm view, so a shell can show the new one where the old
    /// one was. The container, its bridge and its delegate stay the same.
    func observeViewReplacement(_ observer: @escaping @MainActor (any WebEngineView, any WebEngineView) -> Void) -> ObservationToken {
        replacementObservers.add(observer)
    }

    /// Whether a recovery would find a view whose web process already runs, for benchmarks and tests.
    var hasWarmView: Bool { views.hasWarmView }

    func viewReplaced(_ old: any WebEngineView, by new: any WebEngineView) {
        for observer in replacementObservers.all { observer(old, new) }
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
