extension WebContainer {
    /// Puts the bridge into the view before any load. App-scheme navigations
    /// reach it ahead of the navigation policy chain (see ``decidePolicy(for:)``).
    func attachBridge() {
        bridge.router.containerID = ObjectIdentifier(self)
        do { try bridge.install() } catch {
            logger.error("the bridge could not be installed: \(error)")
        }
    }
}

extension Bridge {
    /// A committed navigation replaces the document: calls into the old one can
    /// never be answered. Every event also updates what app-scheme attribution knows.
    func handle(_ event: NavigationEvent) {
        if case .committed = event {
            commonParameterReissues = 0
            pageDidGoAway()
        } else {
            mainDocument.handle(event)
        }
    }
}
