import Combine
import HybridCore
import HybridEngineSupport

/// A ``Navigator``'s stacks as ``HybridNavigationStack`` reads them: each stack
/// as its root and the path above it, refreshed whenever the navigator changes.
/// A path SwiftUI shortens (the swipe back, Back, the back menu) is the person
/// going back, and the navigator pops to match; any other change is the
/// navigator's to make, and the paths follow it.
@MainActor
final class NavigatorModel: ObservableObject {
    let navigator: Navigator
    private(set) var main: [NavigatorPage] = []
    private(set) var modal: [NavigatorPage] = []
    let pops: ShellNavigatorPops
    private var observation: ObservationToken?

    init(navigator: Navigator) {
        self.navigator = navigator
        pops = ShellNavigatorPops(navigator: navigator)
        pops.didFinish = { [weak self] in self?.refresh() }
        refresh()
        observation = navigator.observe { [weak self] in self?.refresh() }
    }

    /// Reads both stacks again; SwiftUI redraws.
    func refresh() {
        objectWillChange.send()
        main = navigator.stack.map { NavigatorPage($0) }
        modal = navigator.modalStack.map { NavigatorPage($0) }
    }

    var mainRoot: NavigatorPage? { main.first }
    var modalRoot: NavigatorPage? { modal.first }

    /// The main stack above its root, for `NavigationStack(path:)`.
    var mainPath: [NavigatorPage] {
        get { Array(main.dropFirst()) }
        set { follow(newValue, modal: false) }
    }

    /// The modal stack above its root, for the sheet's `NavigationStack(path:)`.
    var modalPath: [NavigatorPage] {
        get { Array(modal.dropFirst()) }
        set { follow(newValue, modal: true) }
    }

    /// Whether the sheet shows; SwiftUI setting it false is the sheet swiped away.
    var showsModal: Bool {
        get { !modal.isEmpty }
        set {
            guard !newValue, !modal.isEmpty else { return }
            objectWillChange.send()
            modal = []
            pops.dismissModal()
        }
    }

    /// A path SwiftUI set. Only a shorter one (on the stack on top) is the person
    /// going back: shown at once, and asked of the navigator.
    private func follow(_ path: [NavigatorPage], modal isModal: Bool) {
        let stack = isModal ? modal : main
        guard let root = stack.first, isModal || modal.isEmpty else { return }
        let after = [root] + path
        let change = NavigatorStackChange(from: stack.map(\.id), to: after.map(\.id))
        guard case .pop = change else { return }
        objectWillChange.send()
        if isModal { modal = after } else { main = after }
        pops.wentBack(change, to: after.last?.container)
    }
}
