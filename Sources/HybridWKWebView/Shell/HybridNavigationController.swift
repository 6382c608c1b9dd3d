#if canImport(UIKit)
import HybridCore
import HybridVocabulary
import UIKit
import WebKit

/// A `UINavigationController` that shows a ``Navigator``'s stacks, so an app
/// gets Hotwire-style navigation from one line:
///
/// ```swift
/// let navigator = Navigator(pool: pool, paths: paths)
/// window.rootViewController = HybridNavigationController(navigator: navigator)
/// try await navigator.route(startURL)
/// ```
///
/// Its view controllers are the navigator's main stack, one
/// ``HybridViewController`` per container; a page already shown keeps its
/// controller, so pages below stay alive. A push slides in, a pop slides out,
/// anything else appears at once. The modal stack is a second navigation
/// controller, presented while it has pages, with Done. The back gesture, Back
/// on a pushed page, swiping the sheet away and a page closing all go through
/// the navigator, which stays the one truth. Script dialogs of containers with
/// no dialog delegate of their own show as alerts, titled by the asking frame's origin,
/// one at a time, never during a transition, and each answered once.
@MainActor
public final class HybridNavigationController: UINavigationController {
    /// The navigator shown; its stacks decide, this controller follows.
    public let navigator: Navigator
    /// Called when the root page closed (its Close, or the page's `hybrid.chrome.close()`):
    /// the navigator keeps its root, so the app decides what to show instead.
    public var onClose: (@MainActor () -> Void)?

    /// Each shown container's controller, kept while the container is on a stack.
    var pages: [ObjectIdentifier: HybridViewController] = [:]
    /// The modal stack's navigation controller while it is presented.
    var modal: UINavigationController?
    /// The main and modal stacks as the shell's state machine drives them.
    private(set) lazy var mainStack = UIKitStackHost(owner: self, isModal: false)
    private(set) lazy var modalStack = UIKitStackHost(owner: self, isModal: true)
    let pops: ShellNavigatorPops
    let dialogs = ShellDialogQueue()
    private var observation: ObservationToken?

    /// Follows `navigator` from now on: shows its stacks as they are, and every change after.
    public init(navigator: Navigator) {
        self.navigator = navigator
        pops = ShellNavigatorPops(navigator: navigator)
        super.init(nibName: nil, bundle: nil)
        delegate = self
        pops.didFinish = { [weak self] in self?.sync() }
        setUpDialogs()
        observation = navigator.observe { [weak self] in self?.sync() }
        sync()
    }

    /// Not available: the controller is made in code, with its navigator.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("HybridNavigationController is made in code, with a navigator") }

    /// Keeps the back gesture working although pages replace the system's Back with their own.
    public override func viewDidLoad() {
        super.viewDidLoad()
        interactivePopGestureRecognizer?.delegate = self
    }

    /// A modal stack that gained pages before the controller was on screen is presented now.
    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        sync()
    }

    /// Makes the controllers match the navigator: dialogs of pages no longer on
    /// top go, the main stack and the modal one follow, controllers of containers
    /// that left are let go, and a dialog that waited shows.
    func sync() {
        let top = navigator.topContainer
        dialogs.takeDown { $0 !== top }
        show(navigator.stack, on: mainStack)
        syncModal()
        let kept = Set((navigator.stack + navigator.modalStack).map { ObjectIdentifier($0) })
        pages = pages.filter { kept.contains($0.key) }
        dialogs.showNext()
    }

    /// Brings `stack` to `containers`, animating only a push or a pop, and never
    /// while a transition runs: its end runs ``sync()`` again (``ShellStackFollower``).
    func show(_ containers: [WebContainer], on stack: UIKitStackHost) {
        for container in containers { _ = page(for: container) }
        stack.follower.follow(containers.map { ObjectIdentifier($0) }, on: stack, animates: true)
    }

    /// The controller already showing `container`, or a new one.
    func page(for container: WebContainer) -> HybridViewController {
        if let page = pages[ObjectIdentifier(container)] { return page }
        let page = HybridViewController(container: container, webView: try? HybridViewController.webView(of: container))
        page.isShownByOwner = { [weak navigator] in navigator?.shows($0) ?? false }
        page.onClose = { [weak self, weak container] in
            guard let self, let container else { return }
            self.pops.pageClosed(container) { self.onClose?() }
        }
        if navigator.modalStack.contains(where: { $0 === container }) {
            page.onDone = { [weak self] in self?.pops.dismissModal() }
        }
        if container.configuration.dialogDelegate == nil { container.configuration.dialogDelegate = self }
        pages[ObjectIdentifier(container)] = page
        return page
    }
}
#endif
