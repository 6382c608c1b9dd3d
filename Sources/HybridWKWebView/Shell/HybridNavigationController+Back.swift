#if canImport(UIKit)
import HybridCore
import UIKit

extension HybridNavigationController: UINavigationControllerDelegate, UIGestureRecognizerDelegate {
    /// UIKit finished showing a page. When it removed pages the navigator still
    /// has (the back gesture), the navigator pops them too; then a dialog that
    /// waited for the transition shows.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {
        let isModal = navigationController === modal
        let containers = isModal ? navigator.modalStack : navigator.stack
        let shown = navigationController.viewControllers.compactMap { ($0 as? HybridViewController)?.container }
        if isModal || navigator.modalStack.isEmpty {
            let change = NavigatorStackChange(from: containers.map { ObjectIdentifier($0) }, to: shown.map { ObjectIdentifier($0) })
            pops.wentBack(change, to: shown.last)
        }
        dialogs.showNext()
    }

    /// The back gesture starts over a pushed page when nothing else runs. Pages
    /// hide UIKit's Back (theirs walks the page's history first), which would
    /// otherwise turn the gesture off.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let stack: UINavigationController = gestureRecognizer === modal?.interactivePopGestureRecognizer ? (modal ?? self) : self
        return stack.viewControllers.count > 1 && stack.transitionCoordinator == nil && !dialogs.isShowing && !pops.isRunning
    }
}
#endif
