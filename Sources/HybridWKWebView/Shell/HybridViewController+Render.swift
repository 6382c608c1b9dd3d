#if canImport(UIKit)
import HybridCore
import UIKit
import WebKit

extension HybridViewController {
    /// Draws what the container's chrome says now.
    func render() {
        guard !isClosed else { return }
        let chrome = container.chrome
        navigationItem.title = chrome.title
        if #available(iOS 26.0, *) { navigationItem.subtitle = chrome.subtitle }
        renderItems(ShellBarItems(chrome: chrome, closesByPopping: isPushed))
        progressView.isHidden = !chrome.showsProgress
        progressView.setProgress(Float(chrome.progress), animated: chrome.showsProgress)
        errorView.show(chrome.failure)
        renderBar(chrome.navigationBar)
        renderKeyboard()
    }

    /// Whether the controller sits above another in its navigation stack, where Back closing it means going back.
    private var isPushed: Bool {
        guard let navigationController else { return false }
        return navigationController.viewControllers.first !== self
    }

    private func renderItems(_ items: ShellBarItems) {
        guard items != shownItems else { return }
        shownItems = items
        let back = UIAction(title: "Back") { [weak self] _ in self?.tapBack() }
        navigationItem.leftBarButtonItems = items.showsBack ? [UIBarButtonItem(title: nil, image: nil, primaryAction: back, menu: nil)] : []
        var right: [UIBarButtonItem] = []
        if let onDone {
            right.append(UIBarButtonItem(title: nil, image: nil, primaryAction: UIAction(title: "Done") { _ in onDone() }, menu: nil))
        }
        if items.showsClose {
            let close = UIAction(title: "Close") { [weak self] _ in self?.tapClose() }
            right.append(UIBarButtonItem(title: nil, image: nil, primaryAction: close, menu: nil))
        }
        // Right items run from the trailing edge inwards: Done (a modal page's), Close, then the page's buttons in order.
        for button in items.pageButtons {
            let tap = UIAction(title: button.title) { [weak self] _ in self?.tap(button) }
            right.append(UIBarButtonItem(title: nil, image: nil, primaryAction: tap, menu: nil))
        }
        navigationItem.rightBarButtonItems = right
    }

    /// Hidden: no bar. Shown: an opaque bar, the page scrolled clear of it.
    /// Transparent: the bar over the page, which reaches the top edge. The bar is
    /// the whole stack's: only the page on top shows or hides it (a page below keeps
    /// running and may change its chrome); each page sets it again as it appears.
    private func renderBar(_ bar: ContainerConfiguration.NavigationBar) {
        guard bar != shownBar else { return }
        shownBar = bar
        if let navigationController, navigationController.topViewController === self {
            navigationController.setNavigationBarHidden(bar == .hidden, animated: viewIfLoaded?.window != nil)
        }
        let appearance = UINavigationBarAppearance()
        if bar == .transparent {
            appearance.configureWithTransparentBackground()
        } else {
            appearance.configureWithDefaultBackground()
        }
        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance
        webView?.scrollView.contentInsetAdjustmentBehavior = bar == .transparent ? .never : .automatic
    }

    func tapBack() { Task { await container.chrome.back() } }
    func tapClose() { container.chrome.requestClose() }
    func tapRetry() { Task { await container.chrome.retry() } }
    func tap(_ button: ContainerChrome.Button) { Task { await container.chrome.tap(button) } }
}
#endif
