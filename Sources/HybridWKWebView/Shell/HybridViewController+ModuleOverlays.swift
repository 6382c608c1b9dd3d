#if canImport(UIKit) || canImport(AppKit)
import Foundation

/// The toast and the spinner, drawn alike by UIKit and AppKit (``ModuleViews``);
/// the rest of ``ModulePresenter`` differs per platform.
extension HybridViewController {
    public func showToast(_ text: String, duration: Duration) {
        guard !isClosed else { return }
        moduleViews.showToast(text, duration: duration, in: view)
    }

    public func setLoading(visible: Bool, title: String?) {
        guard !isClosed else { return }
        moduleViews.setLoading(visible: visible, title: title, in: view)
    }
}
#endif
