import HybridVocabulary
import HybridEngineInterface
/// A part a container attaches to its page: it owns its scripts, its message
/// handlers and how it follows the page's life, so the container only calls
/// each feature the same way instead of knowing how every one works.
///
/// A feature is made with what it needs and nothing more (the view, the bridge,
/// another feature, an ``AppLink``, a list of deciders), in ``ContainerParts``;
/// none holds the container.
@MainActor
protocol ContainerFeature: AnyObject {
    /// Adds the feature's scripts and handlers to the view, once, before the first load.
    func install() throws
    /// A main-frame navigation event, in the order the engine reported it.
    func pageDidNavigate(_ event: NavigationEvent)
    /// The page's web process died; its document is gone.
    func webProcessDidTerminate(_ reason: WebProcessTerminationReason)
    /// The app replaced the container's configuration.
    func configurationDidChange(_ configuration: ContainerConfiguration)
}

extension ContainerFeature {
    func install() throws {}
    func pageDidNavigate(_ event: NavigationEvent) {}
    func webProcessDidTerminate(_ reason: WebProcessTerminationReason) {}
    func configurationDidChange(_ configuration: ContainerConfiguration) {}
}
