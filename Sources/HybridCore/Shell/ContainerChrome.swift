import Foundation
import HybridVocabulary
import HybridEngineInterface

/// What a shell draws around a container's page: the title, the bar, the
/// page's buttons, progress and a failed load. It follows the page and the
/// container's ``ContainerConfiguration``, so `HybridWindow` (GTK) and
/// `HybridViewController` (UIKit) show the same thing from the same rules; an
/// app drawing its own chrome reads it too.
///
/// Pages change it over the bridge (`hybrid.chrome`, trusted origins, main
/// frame only). What a page set lasts until the main frame shows another document.
@MainActor
public final class ContainerChrome {
    /// A bar button a page asked for; a tap reaches the page as the `chrome.button` event with its `id`.
    public struct Button: Sendable, Hashable, Codable {
        public var id: String
        public var title: String
        public init(id: String, title: String) { self.id = id; self.title = title }
    }

    /// A main-frame load that failed, for the shell's error view.
    public struct Failure: Sendable, Equatable {
        /// The page that failed; Retry loads it again.
        public var url: URL?
        public var error: NavigationError
        /// The error view's heading, the same in every shell.
        public var title = "This page could not be opened"
        /// What failed, in words, for a person.
        public var message: String
    }

    /// At most this many page buttons are shown.
    public static let maximumButtons = 2

    let view: RecoverableView
    let loads: PageLoads
    let bridge: Bridge
    /// The app's delegate hears titles, progress, closes and logins through it.
    let app: AppLink
    var configuration = ContainerConfiguration()
    let logger = HybridLog.logger("hybridkit.container")
    /// `hybrid.chrome`, through which taps reach the page.
    var module: ChromeModule?
    /// Everyone following the chrome: the shell, an app's own bar, a test.
    let observers = ObserverRegistry<@MainActor () -> Void>()
    /// Called when the page, Back or Close asks to close; the ``ShellBinding`` showing the container sets it.
    var onClose: (@MainActor () -> Void)?
    /// Called as the container closes, whoever closed it, before its view goes:
    /// the ``ShellBinding`` takes the view out of its window here.
    var onContainerClose: (@MainActor () -> Void)?

    /// What the engine last reported, to tell the delegate only what changed.
    private var lastState = WebViewState()
    var pageTitle: String?
    var pageHidesBar: Bool?
    public internal(set) var buttons: [Button] = []
    /// The failed main-frame load the shell shows instead of the page, or `nil`.
    public internal(set) var failure: Failure?
    /// A pull to refresh or Refresh under way, and who does it.
    let refreshing = PageRefresh()
    /// The on-screen keyboard over the page, which shells report.
    let keyboard: PageKeyboard

    init(view: RecoverableView, loads: PageLoads, bridge: Bridge, app: AppLink) {
        (self.view, self.loads, self.bridge, self.app) = (view, loads, bridge, app)
        keyboard = PageKeyboard(view: view, bridge: bridge)
        keyboard.onChange = { [weak self] in self?.changed() }
    }

    private var state: WebViewState { view.state }

    /// The bar's title: the configuration's fixed title, else what the page set
    /// with `hybrid.chrome.setTitle`, else `document.title`, else the host.
    public var title: String {
        if let title = configuration.title { return title }
        if let pageTitle { return pageTitle }
        if let title = state.title, !title.isEmpty { return title }
        return subtitle ?? ""
    }

    /// The page's host, shown under the title.
    public var subtitle: String? { (failure?.url ?? state.url)?.host }

    /// How the bar is shown now: the configuration's choice unless the page hid or showed it.
    public var navigationBar: ContainerConfiguration.NavigationBar {
        guard let pageHidesBar else { return configuration.navigationBar }
        if pageHidesBar { return .hidden }
        return configuration.navigationBar == .hidden ? .shown : configuration.navigationBar
    }

    /// Whether the progress bar shows now, and how far the load is.
    public var showsProgress: Bool { configuration.showsProgress && state.isLoading && failure == nil }
    public var progress: Double { state.estimatedProgress }
    public var showsCloseButton: Bool { configuration.showsCloseButton }
    /// Whether Back has somewhere to go before it closes.
    public var canGoBack: Bool { failure != nil || view.canGoBack }

    /// Whether a shell shows Back: when there is somewhere to go, or when closing is
    /// itself going back (a pushed screen; a window, whose Back on the first page closes it).
    public func showsBackButton(closingGoesBack: Bool) -> Bool {
        canGoBack || closingGoesBack
    }

    /// Calls `observer` after anything a shell draws changed (title, bar, buttons,
    /// progress, a failed load), until the token is cancelled or released. Any
    /// number may follow: a shell, the app's own views, a test.
    public func observe(_ observer: @escaping @MainActor () -> Void) -> ObservationToken {
        observers.add(observer)
    }

    /// The engine reported a new title, URL, progress or loading state: shells
    /// redraw, and the delegate hears a changed title or progress.
    func engineStateChanged(_ state: WebViewState) {
        defer { lastState = state }
        changed()
        let delegate = configuration.navigationDelegate
        if state.title != lastState.title { app.tell(delegate) { $0.container($1, didChangeTitle: state.title) } }
        if state.estimatedProgress != lastState.estimatedProgress {
            app.tell(delegate) { $0.container($1, didChangeProgress: state.estimatedProgress) }
        }
    }

    func changed() {
        showRefreshingInEngine()
        for observer in observers.all { observer() }
    }
}
