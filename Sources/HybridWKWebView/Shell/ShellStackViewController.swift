#if !canImport(UIKit) && canImport(AppKit)
import AppKit
import HybridCore
import HybridVocabulary
import SwiftUI

/// One of a navigator's stacks in AppKit, what a navigation controller is on
/// iOS: the top page's view under a bar with Back, the page's title and, for
/// the modal stack, Done. Pages below stay its children, alive but out of the
/// window. AppKit controls call their action through a selector, which code
/// checked on Linux cannot name, so Back and Done are SwiftUI buttons.
@MainActor
final class ShellStackViewController: NSViewController {
    static let barHeight: CGFloat = 36
    /// Set for the modal stack: Done shows, and calls it.
    var onDone: (@MainActor () -> Void)? {
        didSet { render() }
    }
    private(set) var pages: [HybridViewController] = []
    private var shownPage: HybridViewController?
    private let titleLabel = NSTextField(wrappingLabelWithString: "")
    private var backButton: NSHostingView<Button<Text>>?
    private var doneButton: NSHostingView<Button<Text>>?
    private var chromeObservation: ObservationToken?

    init() { super.init(nibName: nil, bundle: nil) }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("made in code") }

    override func loadView() {
        let view = FlippedView(frame: NSRect(x: 0, y: 0, width: 800, height: 600))
        titleLabel.alignment = .center
        let back = NSHostingView(rootView: Button("Back") { [weak self] in self?.back() })
        let done = NSHostingView(rootView: Button("Done") { [weak self] in self?.onDone?() })
        for subview in [titleLabel, back, done] as [NSView] { view.addSubview(subview) }
        backButton = back
        doneButton = done
        self.view = view
        showTop()
    }

    override func viewDidLayout() {
        super.viewDidLayout()
        layout()
    }

    /// Shows `newPages`, the stack root first: pages that left stop being children, new ones become children, the top one shows.
    func show(_ newPages: [HybridViewController]) {
        guard !newPages.elementsEqual(pages, by: ===) else { return }
        for page in pages where !newPages.contains(where: { $0 === page }) {
            if page.isViewLoaded { page.view.removeFromSuperview() }
            page.removeFromParent()
        }
        for page in newPages where !children.contains(where: { $0 === page }) { addChild(page) }
        pages = newPages
        showTop()
    }

    private func showTop() {
        guard isViewLoaded else { return }
        let top = pages.last
        if shownPage !== top {
            if let shownPage, shownPage.isViewLoaded { shownPage.view.removeFromSuperview() }
            if let top { view.addSubview(top.view) }
            shownPage = top
            chromeObservation = top?.container.chrome.observe { [weak self] in self?.render() }
        }
        layout()
        render()
    }

    /// Back shows when it has somewhere to go: a page below, or the page's own history.
    private func render() {
        guard isViewLoaded else { return }
        let chrome = pages.last?.container.chrome
        titleLabel.stringValue = chrome?.title ?? ""
        backButton?.isHidden = !(pages.count > 1 || chrome?.canGoBack == true)
        doneButton?.isHidden = onDone == nil
    }

    private func layout() {
        let bounds = view.bounds, bar = Self.barHeight, button: CGFloat = 80
        backButton?.frame = NSRect(x: bounds.minX + 8, y: bounds.minY + 4, width: button, height: bar - 8)
        doneButton?.frame = NSRect(x: bounds.minX + bounds.width - button - 8, y: bounds.minY + 4, width: button, height: bar - 8)
        titleLabel.frame = NSRect(x: bounds.minX + button + 16, y: bounds.minY + 8, width: max(0, bounds.width - 2 * button - 32),
                                  height: bar - 12)
        shownPage?.view.frame = NSRect(x: bounds.minX, y: bounds.minY + bar, width: bounds.width, height: max(0, bounds.height - bar))
    }

    /// Back walks the top page's history first, as on iOS; on its first page the
    /// page closes, and its navigator shell pops it.
    private func back() {
        guard let container = pages.last?.container else { return }
        Task { await container.chrome.back() }
    }
}
#endif
