import Combine
import HybridCore
import HybridVocabulary

/// A ``Navigator``'s stacks as ``HybridNavigationStack`` reads them
/// (``NavigatorPaths``), refreshed whenever the navigator changes. A path SwiftUI
/// shortens is the person going back, and the navigator pops to match; any other
/// change is the navigator's to make, and the paths follow it.
@MainActor
final class NavigatorModel: ObservableObject {
    let navigator: Navigator
    private(set) var paths = NavigatorPaths()
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
        paths.read(navigator)
    }

    /// The main stack above its root, for `NavigationStack(path:)`.
    var mainPath: [NavigatorPage] {
        get { paths.mainPath }
        set { follow(newValue, modal: false) }
    }

    /// The modal stack above its root, for the sheet's `NavigationStack(path:)`.
    var modalPath: [NavigatorPage] {
        get { paths.modalPath }
        set { follow(newValue, modal: true) }
    }

    /// Whether the sheet shows; SwiftUI setting it false is the sheet swiped away.
    var showsModal: Bool {
        get { !paths.modal.isEmpty }
        set {
            guard !newValue else { return }
            objectWillChange.send()
            if paths.sheetDismissed() { pops.dismissModal() }
        }
    }

    private func follow(_ path: [NavigatorPage], modal isModal: Bool) {
        objectWillChange.send()
        guard let back = paths.setPath(path, modal: isModal) else { return }
        pops.wentBack(back.change, to: back.top)
    }
}
