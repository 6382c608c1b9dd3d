#if canImport(UIKit)
import Foundation
import HybridCore
import UIKit
import WebKit

/// Pull to refresh and the keyboard as UIKit has them: a `UIRefreshControl` on
/// the page's scroll view while the chrome offers a refresh, drawn from the
/// chrome's `isRefreshing`; the keyboard's show and hide reported to the chrome,
/// which tells the page and resizes as the configuration asks.
extension HybridViewController {
    func renderRefresh(_ chrome: ContainerChrome) {
        guard let scrollView = webView?.scrollView else { return }
        guard chrome.pullToRefresh else {
            scrollView.refreshControl = nil
            return
        }
        let control = scrollView.refreshControl ?? makeRefreshControl(on: scrollView)
        if chrome.isRefreshing, !control.isRefreshing { control.beginRefreshing() }
        if !chrome.isRefreshing, control.isRefreshing { control.endRefreshing() }
    }

    private func makeRefreshControl(on scrollView: UIScrollView) -> UIRefreshControl {
        let control = UIRefreshControl()
        control.addAction(UIAction { [weak self] _ in self?.pulled() }, for: .valueChanged)
        scrollView.refreshControl = control
        return control
    }

    /// The control spins from the pull on; the chrome's answer (or a refresh already under way) then draws it.
    private func pulled() {
        Task {
            await container.chrome.refresh()
            render()
        }
    }

    func keyboardObservers(_ center: NotificationCenter) -> [any NSObjectProtocol] {
        [
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
                let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                MainActor.assumeIsolated { self?.keyboardChanged(height: self?.overlap(ofKeyboardAt: frame) ?? 0) }
            },
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
                MainActor.assumeIsolated { self?.keyboardChanged(height: 0) }
            },
        ]
    }

    /// How much of the view the keyboard covers: its frame (screen coordinates) against the view's bottom,
    /// which is not the screen's in a sheet, a split view or above a tab bar.
    private func overlap(ofKeyboardAt frame: CGRect?) -> Double {
        guard let frame, view.window != nil else { return 0 }
        let bounds = view.bounds
        return Double(max(0, bounds.maxY - view.convert(frame, from: nil).minY))
    }

    /// Only the page a person sees hears the keyboard come up; every page hears it go.
    private func keyboardChanged(height: Double) {
        guard !isClosed, height == 0 || container.isVisible else { return }
        do { try container.chrome.keyboardDidChange(height: height) } catch {
            HybridLog.logger("hybridkit.shell").notice("the keyboard's report was refused: \(error.message)")
        }
        view.setNeedsLayout()
    }

    /// How much of the view's bottom the page gives up: the keyboard's height when it resizes the view.
    var keyboardOverlap: CGFloat {
        container.configuration.viewSettings.keyboardResize == .native ? CGFloat(container.chrome.keyboardHeight) : 0
    }
}
#endif
