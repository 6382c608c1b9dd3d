#if canImport(UIKit)
import HybridCore
import UIKit

/// One of a ``HybridNavigationController``'s UIKit stacks (its own, or the
/// modal one) as the shell's state machine, ``ShellStackFollower``, sees it.
@MainActor
final class UIKitStackHost: ShellStackHost {
    private unowned let owner: HybridNavigationController
    private let isModal: Bool
    /// What the shell asked this stack to show, and what the person left on it.
    var follower = ShellStackFollower()

    init(owner: HybridNavigationController, isModal: Bool) {
        self.owner = owner
        self.isModal = isModal
    }

    private var stack: UINavigationController? { isModal ? owner.modal : owner }

    var shownPages: [ObjectIdentifier] {
        stack?.viewControllers.compactMap { ($0 as? HybridViewController).map { ObjectIdentifier($0.container) } } ?? []
    }

    /// A push, pop, presentation or alert on either stack; its end syncs again.
    var isTransitioning: Bool { owner.transitionRunning() }

    func show(_ pages: [ObjectIdentifier], animated: Bool) {
        guard let stack else { return }
        stack.setViewControllers(pages.compactMap { owner.pages[$0] }, animated: animated && stack.viewIfLoaded?.window != nil)
    }
}
#endif
