import HybridEngineSupport

/// ``ContainerConfiguration/inspectable`` applied to the view: the platform's Web Inspector may attach, or not;
/// while it may, the bridge's call records go to the page's console too.
@MainActor
package final class Inspection: ContainerFeature {
    private weak var container: WebContainer?
    private var console: InspectorConsole?
    /// What the configuration last set; until it sets true, the view keeps what its `EngineSettings` made it.
    private var applied: Bool?

    func attach(to container: WebContainer) { self.container = container }

    /// A message handler of the tools' own (the CLI's console relay) that stays
    /// when recovery moves the page into another view, as the container's own do.
    package func addToolMessageHandler(named name: String, in world: ContentWorld, handler: @escaping ScriptMessageHandler) throws {
        guard let container else { throw EngineError.viewClosed }
        try container.view.addMessageHandler(named: name, in: world, handler: handler)
    }

    func configurationDidChange(_ configuration: ContainerConfiguration) {
        guard configuration.inspectable != (applied ?? false) else { return }
        applied = configuration.inspectable
        guard let container else { return }
        container.view.setInspectable(configuration.inspectable)
        guard configuration.inspectable else {
            console = nil
            container.bridge.router.inspector = nil
            return
        }
        let console = InspectorConsole(bridge: container.bridge)
        self.console = console
        container.bridge.router.inspector = { [weak console] record in console?.write(record) }
    }
}
