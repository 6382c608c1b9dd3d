import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Logging
import HybridEngineSupport

/// One H5 page in one engine view.
///
/// The container owns the view and composes what plugs into a page: the
/// navigation policy chain now, and the bridge, cookie sync and recovery.
/// Loads are `async` and settle exactly once: finished, failed or timed out.
@MainActor
public final class WebContainer {
    /// Everything the app decided about this container; the one place it is kept.
    /// Replacing it (or ``configure(_:)``) takes effect at once: the next load,
    /// decision and document follow it, and a shell redraws its chrome.
    public var configuration = ContainerConfiguration() {
        didSet { for feature in features { feature.configurationDidChange(configuration) } }
    }
    /// Whether the app shows the container. While hidden, recovery from a
    /// web-process death waits until it is shown; the page hears
    /// `container.visible` / `container.hidden`.
    public var isVisible = true {
        didSet {
            guard isVisible != oldValue else { return }
            bridge.containerVisibilityChanged(isVisible)
            if isVisible { Task { await recovery.runPending() } }
        }
    }
    /// `true` while a web-process death waits for recovery (the container is hidden) or is being recovered.
    public var isRecoveryPending: Bool { recovery.pending != nil || recovery.isRecovering }
    /// Every navigation event the engine reports, in order (redirects and commits
    /// included), for the CLI and tests; apps hear loads through the delegate.
    package var onNavigationEvent: ((NavigationEvent) -> Void)?
    /// Every uncaught exception and unhandled promise rejection in the page or
    /// its iframes, as it happens. Reporting is installed before the first load.
    public var onPageError: ((PageError) -> Void)?
    /// The JS ↔ native bridge of this page: handlers, calls into the page, events.
    public let bridge: Bridge
    /// What a shell draws around the page: title, bar, buttons, progress, a failed load.
    public let chrome = ContainerChrome()
    /// Certificate pins: the container's own handshake before a navigation, WebKit's certificate at commit.
    let certificates = CertificateGuard()

    let view: RecoverableView  // the engine view, behind the relay recovery can move to a warm view
    /// Loads that settle exactly once.
    let loads = PageLoads()
    package let recovery = RecoveryState()
    let scrollTracking = ScrollTracking()
    let pageErrors = PageErrorReporting()
    let reissues = CommonParameterReissues()
    /// What the container attaches to its page, in the order each hears events.
    private var features: [any ContainerFeature] { [bridge, scrollTracking, pageErrors, reissues, chrome, dialogs, prerendering, timings,
                                                   certificates, recovery, loads, navigation, device, downloads, inspection, appearance, documentTrust] }
    /// Script dialogs: which reach the app, floods, the app's answer in time.
    let dialogs = ScriptDialogs()
    /// File inputs and permission requests, and the decisions remembered.
    package let device = DeviceQuestions()
    /// Download destinations and password challenges.
    let downloads = DownloadQuestions()
    /// A page loaded ahead of time, hidden until the pool hands it out.
    let prerendering = Prerendering()
    /// Decides navigations and responses in the container's fixed order.
    let navigation = NavigationDecisions()
    /// The page's own timings after each load, for the delegate.
    let timings = PageTimingReports()
    package let inspection = Inspection()
    let appearance = ViewAppearance()
    let documentTrust = DocumentTrustRecord()
    private lazy var engineDelegate = ContainerEngineDelegate(container: self)
    let logger = HybridLog.logger("hybridkit.container")

    /// Makes a container with a new view from `engine`.
    public convenience init(engine: any WebEngine, settings: EngineSettings = EngineSettings()) throws {
        try self.init(view: engine.views.makeView(settings: settings))
        recovery.views.maker = (engine.views, settings)
    }

    /// Wraps an existing view; the container takes it over.
    package init(view engineView: any WebEngineView) {
        view = RecoverableView(engineView)
        bridge = Bridge(view: view)
        view.delegate = engineDelegate
        LiveObjects.containerMade()
        bridge.router.containerID = ObjectIdentifier(self)
        pageErrors.onReport = { [weak self] in self?.onPageError?($0) }
        for feature in features {
            do { try feature.attach(to: self) } catch { logger.error("\(type(of: feature)) could not be installed: \(error)") }
        }
    }

    /// The page's title, as the engine last reported it.
    public var title: String? { view.state.title }
    /// The URL shown, as the engine last reported it.
    public var url: URL? { view.state.url }
    /// The current load's progress, 0.0 to 1.0.
    public var estimatedProgress: Double { view.state.estimatedProgress }
    public var isLoading: Bool { view.state.isLoading }
    /// Title, URL, progress and loading together, as the engine reports them.
    package var state: WebViewState { view.state }
    public var isClosed: Bool { view.isClosed }
    /// The engine view, for engine-specific work; for a pooled container, the
    /// engine's own view while the lease lasts.
    package var engineView: any WebEngineView { view.engineView ?? view }

    /// Loads `url` and returns when it finished (after redirects) or throws why it did not.
    @discardableResult
    public func load(_ url: URL, timeout: Duration? = nil) async throws -> URL? {
        try await load(URLRequest(url: url), timeout: timeout)
    }

    /// Parses `string` as a URL first; a malformed one throws `EngineError/invalidURL(_:)`.
    @discardableResult
    public func load(urlString string: String, timeout: Duration? = nil) async throws -> URL? {
        guard let url = URL(string: string), url.scheme != nil else { throw EngineError.invalidURL("not a URL: \(string)") }
        return try await load(url, timeout: timeout)
    }

    @discardableResult
    public func load(_ request: URLRequest, timeout: Duration? = nil) async throws -> URL? {
        trustOrigin(ofLoaded: request.url)
        return try await awaitLoad(timeout: timeout, destination: request.url) {
            (certificates.htmlBaseExempt, recovery.givenHTML) = (nil, nil)
            return try view.load(configuration.commonParameters?.applied(to: request) ?? request)
        }
    }

    @discardableResult
    public func loadHTML(_ html: String, baseURL: URL? = nil, timeout: Duration? = nil) async throws -> URL? {
        trustOrigin(ofLoaded: baseURL)
        return try await awaitLoad(timeout: timeout, destination: baseURL) {
            (certificates.htmlBaseExempt, recovery.givenHTML) = (baseURL, (html, baseURL))
            return try view.loadHTML(html, baseURL: baseURL)
        }
    }

    @discardableResult
    public func reload(timeout: Duration? = nil) async throws -> URL? {
        try await awaitLoad(timeout: timeout) { try view.reload() }
    }

    /// Whether there is a page to go back (forward) to.
    public var canGoBack: Bool { view.canGoBack }
    public var canGoForward: Bool { view.canGoForward }

    /// Goes to the previous page and returns when it is shown. A page kept in
    /// the back-forward cache keeps its state; its bridge comes back and it hears `page.restored`.
    @discardableResult
    public func goBack(timeout: Duration? = nil) async throws -> URL? {
        try await awaitLoad(timeout: timeout) { try view.goBack() }
    }

    @discardableResult
    public func goForward(timeout: Duration? = nil) async throws -> URL? {
        try await awaitLoad(timeout: timeout) { try view.goForward() }
    }

    func awaitLoad(timeout: Duration?, destination: URL? = nil, start: () throws -> NavigationID?) async throws -> URL? {
        recovery.appNavigated()
        return try await loads.perform(timeout: timeout, destination: destination, start: start)
    }

    /// A PNG of what the page shows now.
    public func snapshotPNG() async throws -> Data { try await view.snapshotPNG() }

    /// Closes the view. A load still waiting fails with `EngineError/viewClosed`.
    public func close() {
        chrome.containerWillClose()
        recovery.containerWillClose()
        loads.waiter.fail(EngineError.viewClosed)
        bridge.close()
        view.close()
    }

    /// A container the app lets go closes as ``close()`` does: pending calls
    /// settle with `bridge_closed`, and a leased one goes back to its pool.
    isolated deinit {
        close()
        LiveObjects.containerGone()
    }

    func handle(_ event: NavigationEvent, navigation: NavigationID? = nil) {
        guard let event = certificates.checking(event) else { return }
        for feature in features { feature.pageDidNavigate(event) }
        onNavigationEvent?(event)
        switch event {
        case .started(let url): delegate?.containerDidStartLoading(self, url: url)
        case .finished(let url): delegate?.containerDidFinishLoading(self, url: url)
        case .failed(let url, let error):
            HybridMetrics.loadFailed(error.code)
            delegate?.container(self, didFailLoading: url, error: error)
        case .committed(let url): delegate?.container(self, didCommit: url)
        case .redirected: break
        }
        loads.waiter.handle(event, navigation: navigation)
    }

    /// A load the app awaits continues as `navigation`, which the container started in its place.
    func awaitedLoadContinues(as navigation: NavigationID?) { loads.waiter.continueAs(navigation) }

    func handleWebProcessTermination(_ reason: WebProcessTerminationReason) {
        logger.warning("web content process terminated: \(reason)")
        loads.waiter.fail(NavigationError.webProcessTerminated)
        for feature in features { feature.webProcessDidTerminate(reason) }
        delegate?.container(self, webProcessDidTerminate: reason)
        recovery.schedule(after: reason)
    }
}

extension WebContainer {
    /// Whether the page was loaded ahead of time and nobody has seen it yet.
    public var isPrerendered: Bool { prerendering.isHidden }
    /// What the page tried while it was prerendered, in order: refused, never shown.
    package var actionsRefusedWhileHidden: [HiddenAction] { prerendering.refused }
    func refuseWhileHidden(_ action: HiddenAction) -> Bool { prerendering.refuse(action) }
}

extension WebContainer {
    func decidePolicy(for action: NavigationAction) async -> NavigationPolicy { await navigation.decide(action) }
    func decidePolicy(for response: NavigationResponse) async -> NavigationPolicy { await navigation.decide(response) }
}
