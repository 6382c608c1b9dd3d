import HybridVocabulary
import HybridEngineInterface

/// ``ContainerConfiguration/inspectable`` applied to the view: the platform's Web Inspector may attach, or not;
/// while it may, the bridge's call records go to the page's console too.
@MainActor
final class WebInspectorAccess: ContainerFeature {
    private let view: RecoverableView
    private let bridge: Bridge
    private var console: InspectorConsole?
    /// What the configuration last set; until it sets true, the view keeps what its `EngineSettings` made it.
    private var applied: Bool?

    init(view: RecoverableView, bridge: Bridge) { (self.view, self.bridge) = (view, bridge) }

    /// A message handler of the tools' own (the CLI's console relay) that stays
    /// when recovery moves the page into another view, as the container's own do.
    func addToolMessageHandler(named name: String, in world: ContentWorld, handler: @escaping ScriptMessageHandler) throws {
        try view.addMessageHandler(named: name, in: world, handler: handler)
    }

    func configurationDidChange(_ configuration: ContainerConfiguration) {
        guard configuration.inspectable != (applied ?? false) else { return }
        applied = configuration.inspectable
        view.setInspectable(configuration.inspectable)
        guard configuration.inspectable else {
            console = nil
            bridge.router.inspector = nil
            return
        }
        let console = InspectorConsole(bridge: bridge)
        self.console = console
        bridge.router.inspector = { [weak console] record in console?.write(record) }
    }
}
