extension WebContainer {
    /// Puts the bridge into the view before any load, and routes app-scheme
    /// navigations to it ahead of the rest of the navigation policy.
    func attachBridge() {
        bridge.router.containerID = ObjectIdentifier(self)
        navigationPolicy.insertFirst(bridge.urlRoutes)
        do { try bridge.install() } catch {
            logger.error("the bridge could not be installed: \(error)")
        }
    }
}

extension Bridge {
    /// A committed navigation replaces the document: calls into the old one can
    /// never be answered. Every event also updates what app-scheme attribution knows.
    func handle(_ event: NavigationEvent) {
        if case .committed = event { pageDidGoAway() } else { mainDocument.handle(event) }
    }
}
