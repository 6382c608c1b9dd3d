#if !canImport(UIKit) && canImport(AppKit)
import Foundation
import HybridCore
import AppKit
import WebKit
import HybridVocabulary

/// An AppKit view controller around a ``WebContainer`` (a new one or a pool
/// lease): the page's title as the controller's title (a window whose content
/// view controller it is shows it) and the host as the window's subtitle, a
/// thin progress bar at the top while loading, and the error view's message
/// for a failed main-frame load, from the container's ``ContainerChrome`` as
/// on iOS and Linux.
///
/// What it does not draw: buttons. AppKit's controls call their target through
/// an Objective-C selector, which Swift code type-checked on Linux cannot name,
/// so Back, Close, Retry and the page's buttons belong in the app's toolbar or
/// SwiftUI view and call ``ContainerChrome/back()``, ``ContainerChrome/requestClose()``,
/// ``ContainerChrome/retry()`` and ``ContainerChrome/tap(_:)``; the app reads
/// ``ContainerChrome/buttons`` and ``ContainerChrome/navigationBar`` there too.
///
/// Closing (the page, or the app calling ``ContainerChrome/requestClose()``)
/// closes the container and calls ``onClose`` when set, or else is dismissed
/// when presented, or closes its window when it is the window's content. Closing
/// the container takes the web view out of the view hierarchy. Appearing and
/// disappearing set ``WebContainer/isVisible``; the app becoming active or not
/// is `app.foreground` / `app.background` (as a window's focus is on Linux);
/// `NWPathMonitor` is `network.change`. macOS sends no memory warnings to view
/// controllers: an app that watches memory pressure calls
/// ``WebContainer/handleMemoryPressure()`` itself.
@MainActor
public final class HybridViewController: NSViewController {
    /// The container shown.
    public let container: WebContainer
    /// When set, called instead of being dismissed or closing the window, once the controller closed.
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
    let progressIndicator = NSProgressIndicator(frame: .zero)
    let errorLabel = NSTextField(wrappingLabelWithString: "")
    /// The first-party modules' toast, spinner and open sheet (``ModulePresenter``).
    let moduleViews = ModuleViews()
    let lifecycle: ShellLifecycle
    private var appObservers: [any NSObjectProtocol] = []
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
        progressIndicator.style = .bar
        progressIndicator.isIndeterminate = false
        progressIndicator.minValue = 0
        progressIndicator.maxValue = 1
        errorLabel.alignment = .center
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

    public override func loadView() {
        let view = FlippedView(frame: NSRect(x: 0, y: 0, width: 800, height: 600))
        if !isClosed, let webView { view.addSubview(webView) }
        view.addSubview(errorLabel)
        view.addSubview(progressIndicator)
        self.view = view
        render()
    }

    public override func viewDidLayout() {
        super.viewDidLayout()
        let bounds = view.bounds
        webView?.frame = bounds
        progressIndicator.frame = NSRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: 4)
        let width = max(0, min(bounds.width - 48, 480))
        errorLabel.frame = NSRect(x: bounds.minX + (bounds.width - width) / 2, y: bounds.minY + bounds.height / 3, width: width,
                                  height: bounds.height / 3)
    }

    public override func viewWillAppear() {
        super.viewWillAppear()
        guard !isClosed else { return }
        container.isVisible = isShownByOwner?(container) ?? true
        render()
    }

    public override func viewDidDisappear() {
        super.viewDidDisappear()
        guard !isClosed else { return }
        container.isVisible = false
    }

    /// Draws what the container's chrome says now.
    func render() {
        guard !isClosed else { return }
        let chrome = container.chrome
        title = chrome.title
        if isViewLoaded, let window = view.window, window.contentViewController === self { window.subtitle = chrome.subtitle ?? "" }
        progressIndicator.isHidden = !chrome.showsProgress
        progressIndicator.doubleValue = chrome.progress
        errorLabel.stringValue = chrome.failure.map { "\($0.title)\n\n\($0.message)" } ?? ""
        errorLabel.isHidden = chrome.failure == nil
        webView?.isHidden = chrome.failure != nil
    }

    /// Closes the container and takes the controller off screen.
    public func close() {
        if binding?.closeContainer() == true { shellDidClose() }
    }

    private func shellDidClose() {
        moduleViews.close(in: isViewLoaded ? view : nil)
        stopObserving()
        webView?.removeFromSuperview()
        if let onClose {
            self.onClose = nil
            return onClose()
        }
        if presentingViewController != nil {
            dismiss(nil)
        } else if isViewLoaded, let window = view.window, window.contentViewController === self {
            window.close()
        }
    }

    private func observeApp() {
        let center = NotificationCenter.default
        appObservers = [
            center.addObserver(forName: NSApplication.didResignActiveNotification, object: nil, queue: .main) { [weak self] _ in
                MainActor.assumeIsolated { self?.lifecycle.appChanged(foreground: false) }
            },
            center.addObserver(forName: NSApplication.didBecomeActiveNotification, object: nil, queue: .main) { [weak self] _ in
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
