#if canImport(UIKit)
import HybridCore
import UIKit

extension HybridNavigationController: UIAdaptivePresentationControllerDelegate {
    /// Presents the modal stack when it gains pages, follows it while presented,
    /// and dismisses it when it empties. Presenting and dismissing wait for a dialog
    /// on screen and for a running transition; whichever ends runs ``sync()`` again.
    /// A navigator not shown (its tab not chosen) keeps its modal stack off screen, untouched, until chosen again.
    func syncModal() {
        let containers = navigator.modalStack
        let wanted = navigator.showsModal
        if modal != nil, wanted { return show(containers, on: modalStack) }
        guard modal != nil || wanted, !dialogs.isShowing, !transitionRunning() else { return }
        let isOnScreen = viewIfLoaded?.window != nil
        if let modal {
            guard modal.presentedViewController == nil else { return }
            self.modal = nil
            modal.dismiss(animated: isOnScreen) { [weak self] in self?.sync() }
            return
        }
        // Presenting needs a window: viewDidAppear syncs again.
        guard presentedViewController == nil, isOnScreen else { return }
        let modal = UINavigationController(nibName: nil, bundle: nil)
        modal.delegate = self
        modal.presentationController?.delegate = self
        self.modal = modal
        modalStack.follower = ShellStackFollower()
        show(containers, on: modalStack)
        present(modal, animated: true) { [weak self] in
            modal.interactivePopGestureRecognizer?.delegate = self
            self?.sync()
        }
    }

    /// The person swiped the modal sheet away: the navigator closes its modal stack too.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        modal = nil
        pops.dismissModal()
    }

    /// Whether a push, pop, presentation or dismissal runs now; when it ends, ``sync()`` runs again.
    func transitionRunning() -> Bool {
        var controllers: [UIViewController] = [self]
        if let modal { controllers.append(modal) }
        var top: UIViewController = self
        while let presented = top.presentedViewController {
            controllers.append(presented)
            top = presented
        }
        for controller in controllers {
            guard let coordinator = controller.transitionCoordinator else { continue }
            _ = coordinator.animate(alongsideTransition: nil, completion: { [weak self] _ in
                guard let self else { return }
                // The coordinator is still current inside its own completion: look again on the next turn.
                Task { @MainActor in self.sync() }
            })
            return true
        }
        return false
    }
}
#endif
