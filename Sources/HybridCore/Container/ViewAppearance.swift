import HybridVocabulary

/// ``ContainerConfiguration/viewSettings`` applied to the engine view: at once (the
/// defaults include following the system's text size) and on every change.
@MainActor
final class ViewAppearance: ContainerFeature {
    private let view: RecoverableView
    private var applied: ViewSettings?

    init(view: RecoverableView) { self.view = view }

    /// The defaults at once: they include following the system's text size.
    func install() { apply(ContainerConfiguration().viewSettings) }

    func configurationDidChange(_ configuration: ContainerConfiguration) { apply(configuration.viewSettings) }

    private func apply(_ settings: ViewSettings) {
        guard settings != applied else { return }
        applied = settings
        view.apply(settings)
    }
}
