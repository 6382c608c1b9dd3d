#if canImport(UIKit)
import HybridCore
import UIKit

extension HybridNavigationController: UINavigationControllerDelegate, UIGestureRecognizerDelegate {
    /// UIKit finished showing a page. When the person took pages off that the
    /// shell had shown and the navigator still has (the back gesture), the
    /// navigator pops them too; UIKit showing what the shell asked for is not
    /// going back (``ShellStackFollower``). Then a dialog that waited for the transition shows.
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {
        let isModal = navigationController === modal
        let stack = isModal ? modalStack : mainStack
        let containers = isModal ? navigator.modalStack : navigator.stack
        let wentBack = stack.follower.didShow(on: stack, navigator: containers.map { ObjectIdentifier($0) })
        if let wentBack, isModal || navigator.modalStack.isEmpty {
            pops.wentBack(wentBack, to: (navigationController.viewControllers.last as? HybridViewController)?.container)
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
