/// A platform's navigation stack as a navigator shell drives it (UIKit's
/// `UINavigationController`, or a test's fake): the pages it shows and whether
/// it is busy.
@MainActor
package protocol ShellStackHost: AnyObject {
    /// The pages shown now, root first, each named by its container's `ObjectIdentifier`.
    var shownPages: [ObjectIdentifier] { get }
    /// Whether a push, pop, presentation or dismissal runs now. When it ends, the
    /// host calls ``ShellStackFollower/follow(_:on:animates:)`` again.
    var isTransitioning: Bool { get }
    /// Shows `pages`, sliding a push or pop when `animated`.
    func show(_ pages: [ObjectIdentifier], animated: Bool)
}

/// Keeps a platform stack on one of a navigator's stacks, and tells the person
/// going back from the shell's own changes.
///
/// UIKit drops or garbles a `setViewControllers` made while a transition runs,
/// and then reports a stack the navigator never had; read as the person going
/// back, that popped a page pushed during a pop's animation. So the stack is
/// never changed during a transition (the change waits for its end), and only a
/// stack shorter than the one the shell last showed, whose lost pages the
/// navigator still has, counts as the person going back (the back gesture).
@MainActor
package struct ShellStackFollower {
    /// What the shell last had the host show, or what the person left on screen.
    package private(set) var shown: [ObjectIdentifier] = []

    package init() {}

    /// Brings the host to `stack`, unless a transition runs: then the host calls again when it ends.
    package mutating func follow(_ stack: [ObjectIdentifier], on host: some ShellStackHost, animates: Bool) {
        guard !host.isTransitioning else { return }
        let change = NavigatorStackChange(from: host.shownPages, to: stack)
        shown = stack
        guard change != .none else { return }
        host.show(stack, animated: animates && change.isAnimated)
    }

    /// The host finished showing a page. Returns the pop the navigator must make
    /// (from `stack`, its pages now) when the person took pages off the top; `nil`
    /// when the host shows what the shell asked for, or anything else.
    package mutating func didShow(on host: some ShellStackHost, navigator stack: [ObjectIdentifier]) -> NavigatorStackChange? {
        let now = host.shownPages
        defer { shown = now }
        guard case .pop = NavigatorStackChange(from: shown, to: now) else { return nil }
        let change = NavigatorStackChange(from: stack, to: now)
        guard case .pop = change else { return nil }
        return change
    }
}
