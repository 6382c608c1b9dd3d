import HybridEngineSupport

/// ``ContainerConfiguration/viewSettings`` applied to the engine view: at once (the
/// defaults include following the system's text size) and on every change.
@MainActor
final class ViewAppearance: ContainerFeature {
    private weak var container: WebContainer?
    private var applied: ViewSettings?

    func attach(to container: WebContainer) {
        self.container = container
        apply(container.configuration.viewSettings)
    }

    func configurationDidChange(_ configuration: ContainerConfiguration) { apply(configuration.viewSettings) }

    private func apply(_ settings: ViewSettings) {
        guard settings != applied, let container else { return }
        applied = settings
        container.view.apply(settings)
    }
}
