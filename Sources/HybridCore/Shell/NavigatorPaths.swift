import HybridVocabulary

/// A container as an element of a SwiftUI navigation path: equal by identity,
/// so the path names the navigator's pages and SwiftUI keeps each page's view
/// while it stays on the stack.
package struct NavigatorPage: Hashable {
    package let container: WebContainer
    package let id: ObjectIdentifier

    package init(_ container: WebContainer) {
        self.container = container
        id = ObjectIdentifier(container)
    }

    package static func == (a: NavigatorPage, b: NavigatorPage) -> Bool { a.id == b.id }
    package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A ``Navigator``'s stacks as a SwiftUI shell reads them: each stack as its
/// root and the path above it. A path SwiftUI shortens (the swipe back, Back, the
/// back menu) is the person going back; any other change is the navigator's.
///
/// A root has no place in the path, so SwiftUI would keep its view when the
/// root changes (`replace_root`, `replace` on a one-page stack, a same-URL page)
/// and go on showing the old container. The shell draws each root with its
/// page's `id` as its identity, so a new root is a new view.
@MainActor
package struct NavigatorPaths {
    package private(set) var main: [NavigatorPage] = []
    package private(set) var modal: [NavigatorPage] = []

    package init() {}

    /// Reads both stacks again.
    package mutating func read(_ navigator: Navigator) {
        main = navigator.stack.map { NavigatorPage($0) }
        modal = navigator.modalStack.map { NavigatorPage($0) }
    }

    package var mainRoot: NavigatorPage? { main.first }
    package var modalRoot: NavigatorPage? { modal.first }
    package var mainPath: [NavigatorPage] { Array(main.dropFirst()) }
    package var modalPath: [NavigatorPage] { Array(modal.dropFirst()) }

    /// A path SwiftUI set. Only a shorter one, on the stack on top, is the person
    /// going back: it is shown at once, and the pop returned for the navigator to make,
    /// with the page left on top. Any other is ignored: the navigator decides.
    package mutating func setPath(_ path: [NavigatorPage], modal isModal: Bool) -> (change: NavigatorStackChange, top: WebContainer?)? {
        let stack = isModal ? modal : main
        guard let root = stack.first, isModal || modal.isEmpty else { return nil }
        let after = [root] + path
        let change = NavigatorStackChange(from: stack.map(\.id), to: after.map(\.id))
        guard case .pop = change else { return nil }
        if isModal { modal = after } else { main = after }
        return (change, after.last?.container)
    }

    /// SwiftUI took the sheet down (swiped away): `true` when it showed the modal stack, which the navigator must close.
    package mutating func sheetDismissed() -> Bool {
        guard !modal.isEmpty else { return false }
        modal = []
        return true
    }
}
