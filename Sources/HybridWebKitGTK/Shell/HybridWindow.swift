import CWebKitGTK
import Foundation
import HybridCore
import HybridVocabulary
import HybridEngineInterface

/// A GTK 3 window around a ``WebContainer``: a header bar with the page's
/// title and host, Back and Close, up to two buttons the page sets, a thin
/// progress bar while loading, and a native error view with Retry for a failed
/// main-frame load. It draws what the container's ``ContainerChrome`` says, so
/// it follows the container's ``ContainerConfiguration`` and the page's
/// `hybrid.chrome` calls.
///
/// ```swift
/// let container = try await pool.lease(configuration: configuration)
/// let window = try HybridWindow(container: container)
/// window.show()
/// try await container.load(url)
/// ```
///
/// Closing the window closes the container (a lease goes back to its pool);
/// closing the container closes the window. Showing and hiding the window
/// sets ``WebContainer/isVisible``; its focus is the page's `app.foreground`
/// and `app.background`; GIO's network monitor is its `network.change`. It
/// draws the first-party modules too (``ModulePresenter``: toast, spinner, action sheet).
@MainActor
public final class HybridWindow {
    /// The container shown.
    public let container: WebContainer
    /// Called once the window has closed.
    public var onClose: (() -> Void)?
    public var isClosed: Bool { binding?.isClosed ?? true }
    /// The pages whose spinner and action sheet this window shows (``ModulePresenter/spinnerOwner``).
    public var spinnerOwner: ObjectIdentifier?
    public var sheetOwner: ObjectIdentifier?
    private var binding: ShellBinding?

    let widgets: ShellWidgets
    /// The first-party modules' toast, spinner and action sheet (``ModulePresenter``).
    let moduleOverlay: ModuleOverlay
    /// The page's view; recovery can move the page into another.
    private(set) var view: GTKWebView
    private var replacement: ObservationToken?
    var signalIDs: [(instance: gpointer, id: gulong)] = []
    var headerPlacement: HeaderPlacement = .column
    let lifecycle: ShellLifecycle
    /// A window on screen stays alive until it closes, as a GTK toplevel does,
    /// so dropping the last reference does not close what a person is looking at.
    private var onScreen: HybridWindow?

    /// Shows `container` (a new one or a pool lease) in a new window, not yet on screen.
    /// - Throws: ``EngineError/unsupported(_:)`` for a container of another engine,
    ///   ``EngineError/viewClosed`` for a closed one.
    public init(container: WebContainer, width: Int = 390, height: Int = 844) throws {
        guard !container.isClosed else { throw EngineError.viewClosed }
        guard let view = container.engineView as? GTKWebView else {
            throw EngineError.unsupported("HybridWindow shows WebKitGTK containers only")
        }
        guard (1...10_000).contains(width), (1...10_000).contains(height) else {
            throw EngineError.invalidArgument("a window is 1 to 10000 pixels on each side, not \(width)×\(height)")
        }
        self.container = container
        self.view = view
        lifecycle = ShellLifecycle(container: container)
        widgets = ShellWidgets(width: Int32(width), height: Int32(height))
        moduleOverlay = ModuleOverlay(on: widgets.overlay)
        view.moveToShell { gtk_stack_add_named(hk_stack(widgets.stack), $0, "page") }
        gtk_stack_set_visible_child_name(hk_stack(widgets.stack), "page")
        replacement = container.observeViewReplacement { [weak self] _, new in self?.show(new) }
        connectSignals()
        seedNetwork()
        binding = try ShellBinding(container: container, render: { [weak self] in self?.render() },
                                   close: { [weak self] in self?.close() }, didClose: { [weak self] in self?.shellDidClose() })
        render()
    }

    /// Puts the window on screen.
    public func show() {
        guard !isClosed else { return }
        onScreen = self
        gtk_widget_show_all(widgets.window)
        render()
        gtk_window_present(hk_window(widgets.window))
    }

    /// Takes the window off screen without closing it; the page hears `container.hidden`.
    public func hide() {
        guard !isClosed else { return }
        gtk_widget_hide(widgets.window)
    }

    /// Closes the window and its container.
    public func close() {
        if binding?.closeContainer() == true { shellDidClose() }
    }

    /// Recovery moved the page into `new`: it takes the dead view's place.
    private func show(_ new: any WebEngineView) {
        guard !isClosed, let new = new as? GTKWebView else { return }
        new.takePlace(of: view, in: widgets.stack, named: "page")
        view = new
    }

    /// The window goes; the web view goes back to its own offscreen window first.
    private func shellDidClose() {
        replacement = nil
        moduleOverlay.close()
        disconnectSignals()
        view.returnFromShell()
        gtk_widget_destroy(widgets.window)
        let onClose = onClose
        self.onClose = nil
        onScreen = nil
        onClose?()
    }

    isolated deinit { close() }
}

/// Where a ``HybridWindow`` puts its header bar: above the page, or over it
/// (a transparent bar, the page reaching the window's top edge).
enum HeaderPlacement {
    case column, overlay
}

extension HybridWindow {
    /// Draws what the container's chrome says now.
    func render() {
        guard !isClosed else { return }
        let chrome = container.chrome
        // A window's Back on the first page closes it, so Back is always there to press.
        widgets.render(chrome, page: "page", backShown: chrome.showsBackButton(closingGoesBack: true), placement: &headerPlacement)
        gtk_widget_set_visible(widgets.close, chrome.showsCloseButton ? 1 : 0)
    }

    /// The window as a person sees it, as PNG bytes; throws before ``show()`` or after it closed.
    public func screenshotPNG() throws -> Data {
        guard !isClosed else { throw EngineError.viewClosed }
        return try widgets.screenshotPNG()
    }
}
