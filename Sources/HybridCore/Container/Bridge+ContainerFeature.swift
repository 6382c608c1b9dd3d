import HybridEngineSupport
extension Bridge: ContainerFeature {
    /// The runtime goes into every frame (see ``install(injectingIntoAllFrames:)``).
    func attach(to container: WebContainer) throws {
        profile = { [weak container] in container.map(ProfileGuard.viewProfile(of:)) ?? .default }
        // Who is asking: shown to a person is the container's own word (the navigator,
        // the prerender, the window and the tabs set it), never the page's.
        router.isPageShown = { [weak container] in container.map { $0.isVisible && !$0.isClosed } ?? false }
        router.documentTrust = { [weak container] in container?.documentTrust.current ?? .navigated }
        try install()
    }

    /// A committed navigation replaces the document: calls into the old one can
    /// never be answered. Every event also updates what app-scheme attribution knows.
    func pageDidNavigate(_ event: NavigationEvent) {
        if case .committed = event {
            pageDidGoAway()
            refusesDocument = false
        } else {
            mainDocument.handle(event)
        }
        if case .finished(let url) = event { modules.pageDidLoad(url) }
    }

    /// Common parameters are the bridge's `hybrid.values`.
    func configurationDidChange(_ configuration: ContainerConfiguration) { commonParameters = configuration.commonParameters }

    /// Calls into a page whose process died can never be answered.
    func webProcessDidTerminate(_ reason: WebProcessTerminationReason) { pageDidGoAway() }

    /// Modules hear it first; pages of trusted origins get `container.visible` / `container.hidden`.
    func containerVisibilityChanged(_ isVisible: Bool) {
        modules.containerDidChangeVisibility(isVisible)
        Task { [weak self] in try? await self?.notify(isVisible ? .containerVisible : .containerHidden) }
    }
}
