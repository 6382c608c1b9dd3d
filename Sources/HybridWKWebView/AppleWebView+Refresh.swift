#if canImport(UIKit)
import UIKit
#endif
import Foundation
import HybridCore
import WebKit
import HybridVocabulary

/// Pull to refresh and the system keyboard on WKWebView. On iOS the pull is a
/// `UIRefreshControl` on the page's scroll view, whose pull goes to the delegate and
/// whose spinner shows what the container says; the keyboard's show and hide reach
/// the delegate with what it covers of the view. macOS has neither: a trackpad's pull
/// is seen in the page (`pull-to-refresh.js`), and a Mac has no on-screen keyboard.
extension AppleWebView {
    /// Adds or removes the refresh control as ``ViewSettings/pullToRefresh`` says.
    func applyPullToRefresh(_ enabled: Bool) {
        #if canImport(UIKit)
        let scrollView = webView.scrollView
        guard enabled else {
            scrollView.refreshControl = nil
            return
        }
        guard scrollView.refreshControl == nil else { return }
        let control = UIRefreshControl()
        control.addAction(UIAction { [weak self] _ in
            guard let self, !self.isClosed else { return }
            self.delegate?.engineViewDidPullToRefresh(self)
        }, for: .valueChanged)
        scrollView.refreshControl = control
        #endif
    }

    public func showRefreshing(_ refreshing: Bool) {
        #if canImport(UIKit)
        guard !isClosed, let control = webView.scrollView.refreshControl else { return }
        if refreshing, !control.isRefreshing { control.beginRefreshing() }
        if !refreshing, control.isRefreshing { control.endRefreshing() }
        #endif
    }

    func observeKeyboard() {
        #if canImport(UIKit)
        let center = NotificationCenter.default
        keyboardObservers = [
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
                let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                let isLocal = AppleWebView.isLocal(note)
                MainActor.assumeIsolated { if isLocal { self?.keyboardChanged(frame: frame) } }
            },
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] note in
                let isLocal = AppleWebView.isLocal(note)
                MainActor.assumeIsolated { if isLocal { self?.keyboardChanged(frame: nil) } }
            },
        ]
        #endif
    }

    #if canImport(UIKit)
    /// Whether the notification is about this app's keyboard: in Split View or Slide
    /// Over another app's keyboard is announced too, and covers nothing of ours.
    private nonisolated static func isLocal(_ note: Notification) -> Bool {
        (note.userInfo?[UIResponder.keyboardIsLocalUserInfoKey] as? Bool) ?? true
    }

    /// What the keyboard covers of the view: its frame is in the screen's coordinate
    /// space, converted to the view's (a window outside full screen, in Split View or
    /// Stage Manager, is not the screen), against the view's bottom, which is not the
    /// window's in a sheet or above a tab bar. A view in no window (a page under
    /// another) hears it come up not at all, and go always.
    private func keyboardChanged(frame: CGRect?) {
        guard !isClosed else { return }
        guard let frame else {
            delegate?.engineView(self, keyboardDidChange: 0)
            return
        }
        guard let window = webView.window else { return }
        let overlap = max(0, webView.bounds.maxY - webView.convert(frame, from: window.screen.coordinateSpace).minY)
        delegate?.engineView(self, keyboardDidChange: Double(overlap))
    }
    #endif
}
