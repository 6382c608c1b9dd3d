import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension ContainerChrome {
    /// What the shell's Back button does: leave an error view for the page
    /// under it, walk the history, and on the first page close
    /// (``ContainerConfiguration/backWalksHistory``).
    public func back() async {
        guard !view.isClosed else { return }
        if failure != nil, view.state.url != nil {
            failure = nil
            return changed()
        }
        guard configuration.backWalksHistory, view.canGoBack else { return requestClose() }
        _ = try? await loads.navigate(timeout: nil) { try view.goBack() }
    }

    /// Loads the failed page again (the error view's Retry). It gains no
    /// trust: a failed link to another origin stays untrusted when retried.
    public func retry() async {
        guard !view.isClosed, let url = failure?.url else { return }
        failure = nil
        changed()
        // As a link the page followed: the failed URL gains no trust by being retried.
        // A second failure shows in the error view again, through the navigation events.
        try? await loads.loadOpenedByPage(URLRequest(url: url))
    }

    /// A bar button was tapped: the page hears `chrome.button` with its id.
    public func tap(_ button: Button) async {
        guard !view.isClosed, buttons.contains(button) else { return }
        try? await module?.declaration?.emit("button", ["id": button.id])
    }

    /// Asks to close: the shell closes (through the binding every shell keeps to its container), then the delegate hears it.
    public func requestClose() {
        onClose?()
        app.tell(configuration.navigationDelegate) { $0.containerDidRequestClose($1) }
    }
}

extension ContainerChrome {
    func containerWillClose() {
        let hook = onContainerClose
        onContainerClose = nil
        observers.removeAll()
        onClose = nil
        hook?()
    }
}

