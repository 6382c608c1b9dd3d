import HybridEngineSupport

/// ``ContainerConfiguration/inspectable`` applied to the view: the platform's Web Inspector may attach, or not.
@MainActor
final class Inspection: ContainerFeature {
    private weak var container: WebContainer?
    /// What the configuration last set; until it sets true, the view keeps what its `EngineSettings` made it.
    private var applied: Bool?

    func attach(to container: WebContainer) { self.container = container }

    func configurationDidChange(_ configuration: ContainerConfiguration) {
        guard configuration.inspectable != (applied ?? false) else { return }
        applied = configuration.inspectable
        container?.view.setInspectable(configuration.inspectable)
    }
}
