#if canImport(UIKit)
import Foundation
import HybridCore
import UIKit
import WebKit
import HybridVocabulary

/// A UIKit view controller around a ``WebContainer`` (a new one or a pool
/// lease): the page's title (and host, from iOS 26) in the navigation item,
/// Back and Close, up to two buttons the page sets, a thin progress bar under
/// the navigation bar while loading, and a native error view with Retry for a
/// failed main-frame load. It draws what the container's ``ContainerChrome``
/// says, so it follows the container's ``ContainerConfiguration`` and the
/// page's `hybrid.chrome` calls exactly as `HybridWindow` does on Linux.
///
/// ```swift
/// let container = try await pool.lease(configuration: configuration)
/// let controller = try HybridViewController(container: container)
/// navigationController.pushViewController(controller, animated: true)
/// try await container.load(url)
/// ```
///
/// Push it onto a `UINavigationController` (or present one holding it) to see
/// the bar. Closing (the page's `hybrid.chrome.close`, Back on the first page,
/// Close) closes the container and takes the controller off screen: it leaves
/// its navigation stack, or is dismissed, or calls ``onClose`` when the app set
/// it. Closing the container, whoever does it, does the same and takes the web
/// view out of the view hierarchy. Appearing and disappearing set
/// ``WebContainer/isVisible``; the app's background and foreground and
/// `NWPathMonitor`'s path reach the page as `app.background`, `app.foreground`
/// and `network.change`; a memory warning reaches the pool the container came from.
/// The keyboard shortens the page when the configuration's resize is `.native`
/// (the engine view reports it, and pull to refresh, to the container itself).
@MainActor
public final class HybridViewController: UIViewController {
    /// The container shown.
    public let container: WebContainer
    /// When set, called instead of leaving the navigation stack or being
    /// dismissed, once the controller closed (a SwiftUI app's own state, say).
    public var onClose: (@MainActor () -> Void)?
    /// Whether the page's owner (its navigator) shows it: asked when the view appears, since a
    /// view in a window may still be under a sheet or in a tab not chosen. `nil`: the view's word.
    var isShownByOwner: (@MainActor (WebContainer) -> Bool)?
    public var isClosed: Bool { binding?.isClosed ?? true }
    /// The pages whose spinner and action sheet this view controller shows (``ModulePresenter/spinnerOwner``).
    public var spinnerOwner: ObjectIdentifier?
    public var sheetOwner: ObjectIdentifier?
    private var binding: ShellBinding?

    /// `nil` when the container could not be shown (another engine's, or closed): the controller is closed from the start.
    let webView: WKWebView?
    let progressView = UIProgressView(progressViewStyle: .bar)
    let errorView = ShellErrorView(frame: .zero)
    /// The first-party modules' toast, spinner and open sheets (``ModulePresenter``).
    let moduleViews = ModuleViews()
    let lifecycle: ShellLifecycle
    /// What the bar shows now, so items are replaced only when they change.
    var shownItems: ShellBarItems?
    var shownBar: ContainerConfiguration.NavigationBar?
    /// Set by ``HybridNavigationController`` on a page presented modally: a Done
    /// item, outermost on the trailing side, that dismisses the modal stack.
    var onDone: (@MainActor () -> Void)? {
        didSet {
            shownItems = nil
            render()
        }
    }
    private var appObservers: [any NSObjectProtocol] = []
    /// The keyboard's room the page was last laid out with (`.native` resize).
    var laidOutKeyboardOverlap: CGFloat = 0
    private var networkMonitor: NetworkPathMonitor?

    /// Shows `container` (a new one or a pool lease).
    /// - Throws: ``EngineError/unsupported(_:)`` for a container of another engine,
    ///   ``EngineError/viewClosed`` for a closed one.
    public convenience init(container: WebContainer) throws {
        self.init(container: container, webView: try Self.webView(of: container))
    }

    init(container: WebContainer, webView: WKWebView?) {
        self.container = container
        self.webView = webView
        lifecycle = ShellLifecycle(container: container)
        super.init(nibName: nil, bundle: nil)
        // Without a web view (another engine's container, or a closed one) the controller is closed from the start.
        guard webView != nil else { return }
        // Back walks the page's history first; the system's back button would pop at once.
        navigationItem.hidesBackButton = true
        errorView.onRetry = { [weak self] in self?.tapRetry() }
        // The container was checked open when its web view was taken; a closed one leaves the controller closed.
        binding = try? ShellBinding(container: container, render: { [weak self] in self?.render() },
                                    close: { [weak self] in self?.close() }, didClose: { [weak self] in self?.shellDidClose() })
        observeApp()
        render()
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("HybridViewController is made in code, with a container") }

    static func webView(of container: WebContainer) throws -> WKWebView {
        guard !container.isClosed else { throw EngineError.viewClosed }
        guard let webView = container.webView else {
            throw EngineError.unsupported("HybridViewController shows WKWebView containers only")
        }
        return webView
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        guard !isClosed else { return }
        if let webView { view.addSubview(webView) }
        view.addSubview(errorView)
        view.addSubview(progressView)
        render()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let top = view.safeAreaInsets.top
        // The page fills the view; its scroll view keeps content clear of an opaque bar (see renderBar).
        laidOutKeyboardOverlap = keyboardOverlap
        webView?.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, bounds.height - laidOutKeyboardOverlap))
        progressView.frame = CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: 2)
        errorView.frame = CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: max(0, bounds.height - top))
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard !isClosed else { return }
        container.isVisible = isShownByOwner?(container) ?? true
        shownBar = nil  // this navigation controller may show its bar differently
        render()
    }

    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard !isClosed else { return }
        container.isVisible = false
    }

    public override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        container.handleMemoryPressure()
    }

    /// Closes the container and takes the controller off screen.
    public func close() {
        if binding?.closeContainer() == true { shellDidClose() }
    }

    /// The container closed: its web view leaves the hierarchy before it goes,
    /// and the controller leaves the screen.
    private func shellDidClose() {
        moduleViews.close(in: viewIfLoaded)
        stopObserving()
        webView?.removeFromSuperview()
        leaveScreen()
    }

    private func leaveScreen() {
        if let onClose {
            self.onClose = nil
            return onClose()
        }
        if let navigationController, navigationController.viewControllers.first !== self {
            navigationController.setViewControllers(navigationController.viewControllers.filter { $0 !== self }, animated: true)
        } else if presentingViewController != nil {
            dismiss(animated: true, completion: nil)
        }
    }

    // MARK: What the app and the network report

    private func observeApp() {
        let center = NotificationCenter.default
        appObservers = [
            center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) { [weak self] _ in
                MainActor.assumeIsolated { self?.lifecycle.appChanged(foreground: false) }
            },
            center.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main) { [weak self] _ in
                MainActor.assumeIsolated { self?.lifecycle.appChanged(foreground: true) }
            },
        ]
        networkMonitor = NetworkPathMonitor { [weak self] network in self?.lifecycle.networkChanged(network) }
    }

    private func stopObserving() {
        appObservers.forEach { NotificationCenter.default.removeObserver($0) }
        appObservers = []
        networkMonitor?.cancel()
        networkMonitor = nil
    }

    isolated deinit { stopObserving() }
}
#endif
