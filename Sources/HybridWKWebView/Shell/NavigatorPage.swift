import HybridCore

/// A container as an element of a SwiftUI navigation path: equal by identity,
/// so the path names the navigator's pages and SwiftUI keeps each page's view
/// while it stays on the stack.
struct NavigatorPage: Hashable {
    let container: WebContainer
    let id: ObjectIdentifier

    init(_ container: WebContainer) {
        self.container = container
        id = ObjectIdentifier(container)
    }

    static func == (a: NavigatorPage, b: NavigatorPage) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
