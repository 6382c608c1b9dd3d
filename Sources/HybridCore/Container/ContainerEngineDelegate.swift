import HybridEngineSupport
/// Receives the engine view's events for a container, so the container's own
/// API stays free of engine callbacks. Holds the container weakly.
@MainActor
final class ContainerEngineDelegate: WebEngineViewDelegate {
    private(set) weak var container: WebContainer?

    init(container: WebContainer) { self.container = container }

    func engineView(_ view: any WebEngineView, didReceive event: NavigationEvent) {
        container?.handle(event)
    }

    func engineView(_ view: any WebEngineView, didReceive event: NavigationEvent, navigation: NavigationID?) {
        container?.handle(event, navigation: navigation)
    }

    func engineView(_ view: any WebEngineView, decidePolicyFor action: NavigationAction) async -> NavigationPolicy {
        await container?.navigation.decideForEngine(action) ?? .cancel
    }

    func engineView(_ view: any WebEngineView, decidePolicyFor response: NavigationResponse) async -> NavigationPolicy {
        await container?.navigation.decide(response) ?? .cancel
    }

    func engineView(_ view: any WebEngineView, didChangeState state: WebViewState) {
        container?.chrome.engineStateChanged(state)
    }

    func engineView(_ view: any WebEngineView, runScriptDialog dialog: ScriptDialog) async -> ScriptDialog.Result {
        await container?.dialogs.run(dialog) ?? .dismissal(for: dialog.kind)
    }

    func engineView(_ view: any WebEngineView, webProcessDidTerminate reason: WebProcessTerminationReason) {
        container?.handleWebProcessTermination(reason)
    }

    func engineViewDidPullToRefresh(_ view: any WebEngineView) {
        container?.chrome.pulled()
    }

    func engineView(_ view: any WebEngineView, keyboardDidChange height: Double) {
        guard let container else { return }
        do { try container.chrome.keyboardDidChange(height: height) } catch {
            container.logger.notice("the engine's keyboard report was refused: \(error.message)")
        }
    }
}
