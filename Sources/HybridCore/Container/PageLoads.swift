import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Tracing
import HybridVocabulary
import HybridEngineInterface

/// The container's loads, as a feature that owns them: each waits for the
/// cookie sync within its own time, dismisses an open dialog, starts, and
/// settles exactly once (finished, failed or timed out) through ``LoadWaiter``.
@MainActor
final class PageLoads: ContainerFeature {
    let waiter = LoadWaiter()
    private let view: RecoverableView
    private let documentTrust: DocumentTrustRecord
    /// The profile the container's views are made in.
    var viewProfile: @MainActor () -> WebsiteDataProfile = { .default }
    private var configuration = ContainerConfiguration()
    /// Told of every navigation the app (or a page's link it follows) starts: recovery gives way to it.
    var onAppNavigation: (@MainActor () -> Void)?
    /// Told just before a load starts: what follows is that load.
    var onStart: (@MainActor () -> Void)?
    /// Told of a load refused before it started, which a shell shows like a failed one.
    var onRefused: (@MainActor (_ error: any Error, _ url: URL?) -> Void)?
    private let logger = HybridLog.logger("hybridkit.container")

    init(view: RecoverableView, documentTrust: DocumentTrustRecord) { (self.view, self.documentTrust) = (view, documentTrust) }

    func configurationDidChange(_ configuration: ContainerConfiguration) { self.configuration = configuration }

    /// A navigation the app started (a load, back, forward, a reload): any recovery under way gives way to it.
    @discardableResult
    func navigate(timeout: Duration?, destination: URL? = nil, start: () throws -> NavigationID?) async throws -> URL? {
        onAppNavigation?()
        return try await perform(timeout: timeout, destination: destination, start: start)
    }

    /// Starts a load and waits until it settles.
    /// `destination` is where the load goes, when known: the cookie sync holds it
    /// only for that host's cookies (all jar changes when `nil`).
    /// The trust asked for it (an app load, a restore) is the next commit's only: once the load
    /// has settled, however, a commit that did not come cannot be claimed by a later document.
    @discardableResult
    func perform(timeout: Duration?, destination: URL? = nil, start: () throws -> NavigationID?) async throws -> URL? {
        let mark = documentTrust.marks
        defer { documentTrust.loadEnded(since: mark) }
        guard !view.isClosed else { throw EngineError.viewClosed }
        try ProfileGuard.check(configuration, viewProfile: viewProfile())
        let limit = timeout ?? configuration.defaultLoadTimeout
        let started = ContinuousClock.now
        // Cookies set natively just before must be on the first request; but the
        // sync's wait is part of the load's time, never beyond it, and only for the
        // cookies this load carries (a flood of another host's holds nothing up).
        if let cookieSync = configuration.cookieSync,
           await !cookieSync.flush(forLoadOf: destination, within: limit) {
            logger.error("cookie sync still busy after \(limit): load not started")
            HybridMetrics.load(succeeded: false, duration: .now - started)
            throw NavigationError.cookieSyncTimedOut(seconds: limit.timeInterval)
        }
        guard !view.isClosed else { throw EngineError.viewClosed }
        // An open dialog blocks loads; the app navigating answers it as dismissed.
        view.dismissScriptDialogs()
        let navigation: NavigationID?
        onStart?()
        do { navigation = try start() } catch {
            // Refused before it started (a blocked port, not a URL): the shell shows why, as for any failed load.
            onRefused?(error, view.state.url)
            HybridMetrics.load(succeeded: false, duration: .now - started)
            throw error
        }
        do {
            let url = try await withSpan("hybridkit.load") { _ in
                try await waiter.wait(for: navigation, timeout: limit - (.now - started), reportedTimeout: limit) { [weak view = self.view, documentTrust = self.documentTrust] in
                    // Before the engine stops: the old document may go on navigating by itself.
                    documentTrust.loadEnded(since: mark)
                    try? view?.stopLoading()
                }
            }
            HybridMetrics.load(succeeded: true, duration: .now - started)
            return url
        } catch {
            HybridMetrics.load(succeeded: false, duration: .now - started)
            throw error
        }
    }

    /// Loads a URL a page asked for. Unlike the app's own loads, its origin is
    /// not trusted: the page chose it, not the app.
    func loadOpenedByPage(_ request: URLRequest) async throws {
        try await navigate(timeout: nil, destination: request.url) { try view.load(configuration.commonParameters?.applied(to: request) ?? request) }
    }

    /// A load the app awaits that was cancelled by policy before it started settles as cancelled.
    /// An action the engine places outside the main frame (an iframe, a new window) cannot be that load.
    func cancelledBeforeStart(_ action: NavigationAction) {
        guard action.targetsMainFrame != false else { return }
        if waiter.isWaiting && !waiter.sawStarted { waiter.fail(NavigationError.cancelled) }
    }
}
