import Foundation
import HybridCore
import WebKit
import HybridVocabulary
import HybridEngineInterface

/// One WKWebView behind the engine-view seam. It only translates: every
/// policy question goes to its delegate (the container), and each WebKit
/// completion handler is called exactly once, whatever happens to the view.
@MainActor
package final class AppleWebView: WebEngineView {
    /// The WebKit view; put it in the app's view hierarchy.
    public let webView: WKWebView
    public weak var delegate: (any WebEngineViewDelegate)?
    public private(set) var isClosed = false
    let navigations = AppleNavigationIDs()
    /// WebKit holds its delegates weakly; the view keeps them.
    private var navigationRelay: AppleNavigationRelay?
    private var uiRelay: AppleUIRelay?
    var messageRelays: [String: ContentWorld] = [:]
    let dialogs = OpenScriptDialogs()
    /// Download destinations and credentials waiting for the delegate; each answered once.
    let requests = PendingEngineRequests()
    /// Downloads started from this view and not yet complete.
    var downloads: [ObjectIdentifier: AppleDownload] = [:]
    /// Certificates the app trusted; the engine gives every view its shared set.
    var trustExceptions = AppleTrustExceptions()
    private var stateObservations: [NSKeyValueObservation] = []
    /// The system keyboard's show and hide (iOS), reported to the delegate while the view is in a window.
    var keyboardObservers: [any NSObjectProtocol] = []
    /// The engine's agent and the view's own, resolved by the core's rule.
    var userAgent: ViewUserAgent
    /// The configuration's controller, kept from creation: `webView.configuration` hands out a copy.
    let contentController: WKUserContentController
    /// The profile whose data store the view uses.
    let profile: WebsiteDataProfile
    /// The text size last applied, and the Dynamic Type observer while it follows the system's.
    /// The settings whose text size is shown, kept to follow the system's as it changes.
    var textSettings = ViewSettings()
    var textSizeObserver: (any NSObjectProtocol)?

    init(configuration: WKWebViewConfiguration, userAgent: ViewUserAgent, settings: EngineSettings) {
        profile = settings.profile
        webView = WKWebView(frame: .zero, configuration: configuration)
        contentController = configuration.userContentController
        self.userAgent = userAgent
        if #available(iOS 16.4, macOS 13.3, *) { webView.isInspectable = settings.developerExtrasEnabled }
        let navigationRelay = AppleNavigationRelay(view: self)
        let uiRelay = AppleUIRelay(view: self)
        webView.navigationDelegate = navigationRelay
        webView.uiDelegate = uiRelay
        self.navigationRelay = navigationRelay
        self.uiRelay = uiRelay
        observeState()
        observeKeyboard()
        apply(userAgent.effective)
        LiveObjects.engineViewMade()
    }

    package var state: WebViewState {
        WebViewState(title: webView.title, url: webView.url, estimatedProgress: webView.estimatedProgress, isLoading: webView.isLoading)
    }

    func ensureOpen() throws { if isClosed { throw EngineError.viewClosed } }

    /// Title, URL, progress and loading change without a navigation event (`document.title = …`).
    private func observeState() {
        let report: @MainActor (WKWebView) -> Void = { [weak self] _ in
            guard let self, !self.isClosed else { return }
            self.delegate?.engineView(self, didChangeState: self.state)
        }
        stateObservations = [
            webView.observe(\.title) { view, _ in MainActor.assumeIsolated { report(view) } },
            webView.observe(\.url) { view, _ in MainActor.assumeIsolated { report(view) } },
            webView.observe(\.estimatedProgress) { view, _ in MainActor.assumeIsolated { report(view) } },
            webView.observe(\.isLoading) { view, _ in MainActor.assumeIsolated { report(view) } },
        ]
    }

    /// The engine's user agent changed: the view sends what the core's rule says.
    func applyEngineUserAgent(_ engineAgent: EffectiveUserAgent) {
        let effective = userAgent.engineChanged(to: engineAgent)
        guard !isClosed else { return }
        apply(effective)
    }

    public func setCustomUserAgent(_ agent: String?) throws {
        try ensureOpen()
        apply(userAgent.customChanged(to: agent))
    }

    /// A whole string is `customUserAgent`; a suffix was set in the configuration
    /// when the view was made (WKWebView takes it there only).
    private func apply(_ effective: EffectiveUserAgent) {
        if case .replacing(let text) = effective { webView.customUserAgent = text } else { webView.customUserAgent = nil }
    }

    /// WKWebView has no public way to end its web content process on request.
    public func terminateWebProcess() throws {
        try ensureOpen()
        throw EngineError.unsupported("WKWebView has no public API to end its web content process")
    }

    /// Releases the view. WKWebView's page lives on until the app lets go of the
    /// view (it may stay in the app's hierarchy): so its media is paused and its
    /// document replaced by an empty one, which ends its timers, workers and sockets.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        dismissScriptDialogs()
        requests.finishAll()
        for download in Array(downloads.values) { download.viewClosed() }
        downloads.removeAll()
        stateObservations.forEach { $0.invalidate() }
        stateObservations = []
        stopFollowingSystemTextSize()
        keyboardObservers.forEach { NotificationCenter.default.removeObserver($0) }
        keyboardObservers = []
        webView.stopLoading()
        // The content controller keeps its handlers strongly; removing them ends that cycle.
        contentController.removeAllScriptMessageHandlers()
        contentController.removeAllUserScripts()
        webView.pauseAllMediaPlayback()
        // WebKit starts it later, when the delegates below are gone: it reports to no one.
        webView.loadHTMLString("", baseURL: nil)
        webView.navigationDelegate = nil
        webView.uiDelegate = nil
        navigationRelay = nil
        uiRelay = nil
    }

    /// A view released with a dialog open still completes it: WebKit raises an exception otherwise.
    isolated deinit {
        dismissScriptDialogs()
        LiveObjects.engineViewGone()
    }
}
