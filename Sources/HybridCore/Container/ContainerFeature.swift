import HybridEngineSupport
/// A part a container attaches to its page: it owns its scripts, its message
/// handlers and how it follows the page's life, so the container only calls
/// each feature the same way instead of knowing how every one works.
@MainActor
protocol ContainerFeature: AnyObject {
    /// Joins `container` (held weakly) and adds the feature's scripts and handlers
    /// to its view, once, before the first load.
    func attach(to container: WebContainer) throws
    /// A main-frame navigation event, in the order the engine reported it.
    func pageDidNavigate(_ event: NavigationEvent)
    /// The page's web process died; its document is gone.
    func webProcessDidTerminate(_ reason: WebProcessTerminationReason)
    /// The app replaced the container's configuration.
    func configurationDidChange(_ configuration: ContainerConfiguration)
}

extension ContainerFeature {
    func pageDidNavigate(_ event: NavigationEvent) {}
    func webProcessDidTerminate(_ reason: WebProcessTerminationReason) {}
    func configurationDidChange(_ configuration: ContainerConfiguration) {}
}
