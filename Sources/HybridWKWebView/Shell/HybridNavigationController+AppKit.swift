#if !canImport(UIKit) && canImport(AppKit)
import AppKit
import HybridCore
import HybridVocabulary

/// An AppKit view controller that shows a ``Navigator``'s stacks, as the UIKit
/// `HybridNavigationController` does on iOS: the main stack's top page under a
/// bar with Back and the page's title, pages below kept alive as children, one
/// ``HybridViewController`` per container; the modal stack as a sheet with Done.
/// Back walks the page's history first and, on its first page, closes it, which
/// pops it from the navigator; a page closing itself does the same. Script
/// dialogs of containers with no dialog delegate of their own show as alert sheets.
///
/// ```swift
/// window.contentViewController = HybridNavigationController(navigator: navigator)
/// ```
@MainActor
public final class HybridNavigationController: NSViewController {
    /// The navigator shown; its stacks decide, this controller follows.
    public let navigator: Navigator
    /// Called when the root page closed: the navigator keeps its root, so the app decides what to show instead.
    public var onClose: (@MainActor () -> Void)?

    /// Each shown container's controller, kept while the container is on a stack.
    var pages: [ObjectIdentifier: HybridViewController] = [:]
    let main = ShellStackViewController()
    /// The modal stack's sheet while it is presented.
    var modal: ShellStackViewController?
    let pops: ShellNavigatorPops
    let dialogs = ShellDialogQueue()
    private var observation: ObservationToken?

    /// Follows `navigator` from now on: shows its stacks as they are, and every change after.
    public init(navigator: Navigator) {
        self.navigator = navigator
        pops = ShellNavigatorPops(navigator: navigator)
        super.init(nibName: nil, bundle: nil)
        addChild(main)
        pops.didFinish = { [weak self] in self?.sync() }
        setUpDialogs()
        observation = navigator.observe { [weak self] in self?.sync() }
        sync()
    }

    /// Not available: the controller is made in code, with its navigator.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("HybridNavigationController is made in code, with a navigator") }

    /// The main stack fills the view.
    public override func loadView() {
        let view = FlippedView(frame: NSRect(x: 0, y: 0, width: 800, height: 600))
        view.addSubview(main.view)
        self.view = view
    }

    /// Keeps the main stack as large as the view.
    public override func viewDidLayout() {
        super.viewDidLayout()
        main.view.frame = view.bounds
    }

    /// A modal stack that gained pages before the view was in a window is presented now.
    public override func viewDidAppear() {
        super.viewDidAppear()
        sync()
    }

    /// Makes the stacks match the navigator, as on iOS.
    func sync() {
        let top = navigator.topContainer
        dialogs.takeDown { $0 !== top }
        main.show(navigator.stack.map { page(for: $0) })
        syncModal()
        let kept = Set((navigator.stack + navigator.modalStack).map { ObjectIdentifier($0) })
        pages = pages.filter { kept.contains($0.key) }
        dialogs.showNext()
    }

    /// Presents the modal stack as a sheet when it gains pages (once the view is in
    /// a window), follows it, and dismisses the sheet when it empties; not while an alert is up.
    private func syncModal() {
        let containers = navigator.modalStack
        if let modal, !containers.isEmpty { return modal.show(containers.map { page(for: $0) }) }
        guard modal != nil || !containers.isEmpty, !dialogs.isShowing else { return }
        if let modal {
            self.modal = nil
            return modal.dismiss(nil)
        }
        guard isViewLoaded, view.window != nil else { return }
        let modal = ShellStackViewController()
        modal.onDone = { [weak self] in self?.pops.dismissModal() }
        modal.show(containers.map { page(for: $0) })
        self.modal = modal
        presentAsSheet(modal)
    }

    /// The controller already showing `container`, or a new one.
    private func page(for container: WebContainer) -> HybridViewController {
        if let page = pages[ObjectIdentifier(container)] { return page }
        let page = HybridViewController(container: container, webView: try? HybridViewController.webView(of: container))
        page.isShownByOwner = { [weak navigator] in navigator?.shows($0) ?? false }
        page.onClose = { [weak self, weak container] in
            guard let self, let container else { return }
            self.pops.pageClosed(container) { self.onClose?() }
        }
        if container.configuration.dialogDelegate == nil { container.configuration.dialogDelegate = self }
        pages[ObjectIdentifier(container)] = page
        return page
    }
}
#endif
