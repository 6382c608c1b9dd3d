import HybridVocabulary
import HybridEngineInterface
extension Bridge: ContainerFeature {
    /// What the bridge needs of its container, given when the container is made:
    /// who is asking is partly the container's own word, never the page's. Shown to a
    /// person (the navigator, the prerender, the window and the tabs set it), how the
    /// document got its trust, and the profile of the page for stores of one profile.
    func join(isShown: @escaping @MainActor () -> Bool, documentTrust: DocumentTrustRecord,
              profile: @escaping @MainActor () -> WebsiteDataProfile) {
        self.profile = profile
        router.isPageShown = isShown
        router.documentTrust = { [weak documentTrust] in documentTrust?.current ?? .navigated }
        router.mainDocumentURL = { [weak view] in view?.state.url }
    }

    /// The grants of the apps `engine` serves, looked up once per scheme: schemes are fixed before the
    /// engine's first view, and a host's grants are one object whose contents change, never replaced.
    func grantsCome(from engine: any EngineViewMaking) {
        var found: [String: AppGrants?] = [:]
        router.grantsForScheme = { [weak engine] scheme in
            if let known = found[scheme] { return known }
            let grants = (engine?.urlSchemeHandler(for: scheme) as? any AppGrantSource)?.appGrants
            found[scheme] = grants
            return grants
        }
    }

    /// The runtime goes into every frame (see ``install(injectingIntoAllFrames:)``).
    func install() throws { try install(injectingIntoAllFrames: true) }

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
        if !isVisible { router.activation.forget() }  // a hidden page keeps no gesture for later
        modules.containerDidChangeVisibility(isVisible)
        Task { [weak self] in try? await self?.notify(isVisible ? .containerVisible : .containerHidden) }
    }
}
