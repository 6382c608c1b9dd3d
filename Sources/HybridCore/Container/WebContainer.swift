import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Logging
import HybridVocabulary
import HybridEngineInterface

/// One H5 page in one engine view.
///
/// The container owns the view and composes what plugs into a page:
/// the bridge, the chrome, the navigation deciders, recovery and the rest, each made
/// with what it needs and none holding the container.
/// Loads are `async` and settle exactly once: finished, failed or timed out.
@MainActor
public final class WebContainer {
    /// Everything the app decided about this container; the one place it is kept.
    /// Replacing it (or ``configure(_:)``) takes effect at once: the next load,
    /// decision and document follow it, and a shell redraws its chrome.
    public var configuration = ContainerConfiguration() {
        didSet { for feature in parts.all { feature.configurationDidChange(configuration) } }
    }
    /// Whether the app shows the container. While hidden, recovery from a
    /// web-process death waits until it is shown; the page hears
    /// `container.visible` / `container.hidden`.
    public var isVisible = true {
        didSet {
            guard isVisible != oldValue else { return }
            bridge.containerVisibilityChanged(isVisible)
            if isVisible { Task { await parts.recovery.runPending() } }
        }
    }
    /// `true` while a web-process death waits for recovery (the container is hidden) or is being recovered.
    public var isRecoveryPending: Bool { parts.recovery.isPending }
    /// Every navigation event the engine reports, in order (redirects and commits
    /// included), for the CLI and tests; apps hear loads through the delegate.
    package var onNavigationEvent: ((NavigationEvent) -> Void)?
    /// Every uncaught exception and unhandled promise rejection in the page or
    /// its iframes, as it happens. Reporting is installed before the first load.
    public var onPageError: ((PageError) -> Void)?
    /// The JS ↔ native bridge of this page: handlers, calls into the page, events.
    public let bridge: Bridge
    /// What a shell draws around the page: title, bar, buttons, progress, a failed load.
    public var chrome: ContainerChrome { parts.chrome }
    let view: RecoverableView  // the engine view, behind the relay recovery can move to a warm view
    /// The features, each given only what it needs; the container gives its own word on whether the page is shown.
    private lazy var parts = ContainerParts(
        view: view, bridge: bridge, app: AppLink(self), isShown: { [weak self] in self?.isShown ?? false },
        report: { [weak self] in self?.handle($0, navigation: $1) }, terminated: { [weak self] in self?.handleWebProcessTermination($0) },
        close: { [weak self] in self?.close() })
    let logger = HybridLog.logger("hybridkit.container")

    /// Makes a container with a new view from `engine`.
    public convenience init(engine: any WebEngine, settings: EngineSettings = EngineSettings()) throws {
        try self.init(view: engine.views.makeView(settings: settings))
        viewsCome(from: engine.views, settings: settings)
    }

    /// Wraps an existing view; the container takes it over.
    package init(view engineView: any WebEngineView) {
        view = RecoverableView(engineView)
        bridge = Bridge(view: view)
        view.delegate = parts.engineDelegate
        LiveObjects.containerMade()
        bridge.router.containerID = ObjectIdentifier(self)
        parts.pageErrors.onReport = { [weak self] in self?.onPageError?($0) }
        for feature in parts.all {
            do { try feature.install() } catch { logger.error("\(type(of: feature)) could not be installed: \(error)") }
        }
    }

    /// Where recovery gets views (`engine`, `settings`, the `pool` it was leased from); its apps' grants hold the page.
    func viewsCome(from engine: any EngineViewMaking, settings: EngineSettings, pool: WebViewPool? = nil) {
        (parts.recovery.views.maker, parts.recovery.views.pool) = ((engine, settings), pool)
        bridge.grantsCome(from: engine)
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
            (parts.certificates.htmlBaseExempt, parts.recovery.givenHTML) = (nil, nil)
            return try view.load(configuration.commonParameters?.applied(to: request) ?? request)
        }
    }

    @discardableResult
    public func loadHTML(_ html: String, baseURL: URL? = nil, timeout: Duration? = nil) async throws -> URL? {
        trustOrigin(ofLoaded: baseURL)
        return try await awaitLoad(timeout: timeout, destination: baseURL) {
            (parts.certificates.htmlBaseExempt, parts.recovery.givenHTML) = (baseURL, (html, baseURL))
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
        try await parts.loads.navigate(timeout: timeout, destination: destination, start: start)
    }

    /// A PNG of what the page shows now.
    public func snapshotPNG() async throws -> Data { try await view.snapshotPNG() }

    /// Closes the view. A load still waiting fails with `EngineError/viewClosed`.
    public func close() {
        chrome.containerWillClose()
        parts.recovery.containerWillClose()
        parts.loads.waiter.fail(EngineError.viewClosed)
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
        guard let event = parts.certificates.checking(event) else { return }
        // A commit the engine names as another navigation than the app's awaited load gets none of its trust.
        if case .committed = event, parts.loads.waiter.awaitsAnother(than: navigation) { parts.documentTrust.overtaken() }
        for feature in parts.all { feature.pageDidNavigate(event) }
        onNavigationEvent?(event)
        parts.loads.waiter.handle(event, navigation: navigation)
    }

    func handleWebProcessTermination(_ reason: WebProcessTerminationReason) {
        logger.warning("web content process terminated: \(reason)")
        parts.loads.waiter.fail(NavigationError.webProcessTerminated)
        for feature in parts.all { feature.webProcessDidTerminate(reason) }
    }

    /// Trusts the origin of a URL the app asked to load (nothing for `about:blank` or no base URL).
    func trustOrigin(ofLoaded url: URL?) {
        parts.documentTrust.appWillLoad(url)
        guard configuration.trustsLoadedOrigins, let url, let origin = BridgeOrigin(url: url) else { return }
        trustedOrigins.insert(origin)
    }
}

extension WebContainer {
    /// Dismisses the current document's later dialogs unseen, as a browser's
    /// "prevent this page from creating additional dialogs" does. Lasts until
    /// the main frame loads another document.
    public func suppressScriptDialogs() { parts.dialogs.suppress() }
    /// Whether the current document's dialogs are being dismissed unseen.
    public var areScriptDialogsSuppressed: Bool { parts.dialogs.gate.isSuppressed }
    /// Dialogs of the current document dismissed unseen because they were suppressed.
    public var suppressedScriptDialogCount: Int { parts.dialogs.gate.suppressedCount }

    /// The system is low on memory (a view controller's memory warning): the
    /// pool this container is leased from closes its warm views
    /// (``WebViewPool/handleMemoryPressure()``), and the view kept warm for
    /// recovery (``RecoveryPolicy/keepsWarmView``) goes. The page shown stays.
    public func handleMemoryPressure() {
        parts.recovery.views.standby?.flush()
        guard let lease = view.current as? LeasedView, !lease.isClosed else { return }
        lease.pool?.handleMemoryPressure()
    }

    /// Whether the page was loaded ahead of time and nobody has seen it yet.
    public var isPrerendered: Bool { parts.prerendering.isHidden }
    /// What the page tried while it was prerendered, in order: refused, never shown.
    package var actionsRefusedWhileHidden: [HiddenAction] { parts.prerendering.refused }
}

/// What the navigator, the pool, shells, tools and tests ask of a container's
/// features, one question each; features themselves get what they need when made.
extension WebContainer {
    /// The prerender the pool starts, locks and ends.
    var prerendering: Prerendering { parts.prerendering }
    /// The trust of the current document, which a page brought back keeps.
    var documentTrust: DocumentTrustRecord { parts.documentTrust }
    /// Where the current document is scrolled, as it last reported.
    var scrollPosition: (x: Double, y: Double)? { parts.scrolling.position }
    func decidePolicy(for action: NavigationAction) async -> NavigationPolicy { await parts.navigation.decide(action) }
    func decidePolicy(for response: NavigationResponse) async -> NavigationPolicy { await parts.navigation.decide(response) }
    /// Whether the app's chain and delegate would let the main frame go to `action`'s URL.
    func permitsProposal(_ action: NavigationAction) async -> Bool { await parts.navigation.permitsProposal(action) }
    /// Hands `action` to the app to open outside, when a person sees the page.
    func openExternally(_ action: NavigationAction) { parts.navigation.openExternally(action) }
    /// Loads a URL a page asked for: its origin gains no trust.
    func loadOpenedByPage(_ request: URLRequest) async throws { try await parts.loads.loadOpenedByPage(request) }
    /// Whether a person sees the page: shown (``isVisible``) and not closed.
    var isShown: Bool { isVisible && !isClosed }
    /// Takes the person's gesture as over, as a second later: for tests of one opening per gesture.
    package func gestureDidEnd() { parts.navigation.openings.forget() }
    /// Spends the gesture on one opening outside the page, as a new window does: `false` if it opened one already.
    func spendGesture() -> Bool { parts.navigation.openings.spend() }
    /// Whether a recovery would find a view whose web process already runs, for benchmarks and tests.
    package var hasWarmView: Bool { parts.recovery.hasWarmView }
    /// Calls `observer` with the old and new engine view each time recovery moves the page into a warm view.
    package func observeViewReplacement(_ observer: @escaping @MainActor (any WebEngineView, any WebEngineView) -> Void) -> ObservationToken {
        parts.recovery.observeViewReplacement(observer)
    }
    /// Asks the app's dialog delegate for files on a module's behalf (`media.chooseImage`), by the page's own
    /// rules: nothing for a hidden page, paths checked. Modules an app writes use it as the first-party ones do.
    public func chooseFiles(for request: FileChooserRequest) async -> [String]? { await parts.device.chooseFiles(for: request) }
    /// A message handler of the tools' own (the CLI's console relay) that stays when recovery moves the page.
    package func addToolMessageHandler(named name: String, in world: ContentWorld, handler: @escaping ScriptMessageHandler) throws {
        try parts.inspection.addToolMessageHandler(named: name, in: world, handler: handler)
    }
}
