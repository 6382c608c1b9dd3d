/// What changed between two snapshots of one of a ``Navigator``'s stacks, as a
/// shell needs to know it: whether to animate a push, a pop, or nothing.
///
/// Every shell (UIKit, AppKit, SwiftUI, GTK) follows the navigator by comparing
/// the containers it shows with ``Navigator/stack`` or ``Navigator/modalStack``;
/// the comparison is here once, so the shells cannot disagree about it. Each
/// container is named by its `ObjectIdentifier`, root first.
package enum NavigatorStackChange: Hashable, Sendable {
    /// The same containers in the same order.
    case none
    /// This many containers were added on top; everything below is unchanged.
    case push(Int)
    /// This many containers were removed from the top; at least one is left, unchanged.
    case pop(Int)
    /// The top container is another one; everything below is unchanged.
    case replaceTop
    /// Anything else: the first page shown, the stack emptied, a new root, or
    /// pages removed and added at once. Shown without animation.
    case reset

    /// Compares the stack a shell shows (`before`) with the navigator's (`after`).
    package init(from before: [ObjectIdentifier], to after: [ObjectIdentifier]) {
        if before == after {
            self = .none
        } else if !before.isEmpty, after.count > before.count, Array(after.prefix(before.count)) == before {
            self = .push(after.count - before.count)
        } else if !after.isEmpty, before.count > after.count, Array(before.prefix(after.count)) == after {
            self = .pop(before.count - after.count)
        } else if before.count == after.count, before.dropLast() == after.dropLast() {
            self = .replaceTop
        } else {
            self = .reset
        }
    }

    /// Whether a shell animates the change: pushes and pops slide, the rest appear at once.
    package var isAnimated: Bool {
        switch self {
        case .push, .pop: true
        case .none, .replaceTop, .reset: false
        }
    }
}
