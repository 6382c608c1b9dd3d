import HybridCore

/// The buttons a shell's bar shows, from the container's chrome: Back when it
/// has somewhere to go (or closing is going back), Close when configured, and
/// the page's buttons. Compared, so a bar is rebuilt only when they change.
struct ShellBarItems: Equatable {
    var showsBack: Bool
    var showsClose: Bool
    var pageButtons: [ContainerChrome.Button]

    @MainActor
    init(chrome: ContainerChrome, closesByPopping: Bool) {
        showsBack = chrome.showsBackButton(closingGoesBack: closesByPopping)
        showsClose = chrome.showsCloseButton
        pageButtons = Array(chrome.buttons.prefix(ContainerChrome.maximumButtons))
    }
}
