/// Receives the engine view's events for a container, so the container's own
/// API stays free of engine callbacks. Holds the container weakly.
@MainActor
final class ContainerEngineDelegate: WebEngineViewDelegate {
    private(set) weak var container: WebContainer?
    private var lastState = WebViewState()

    init(container: WebContainer) { self.container = container }

    func engineView(_ view: any WebEngineView, didReceive event: NavigationEvent) {
        container?.handle(event)
    }

    func engineView(_ view: any WebEngineView, didReceive event: NavigationEvent, navigation: NavigationID?) {
        container?.handle(event, navigation: navigation)
    }

    func engineView(_ view: any WebEngineView, decidePolicyFor action: NavigationAction) async -> NavigationPolicy {
        guard let container else { return .cancel }
        let policy = await container.decidePolicy(for: action)
        if policy == .cancel { container.loads.cancelledBeforeStart(action) }
        if policy == .allow, let refusal = await container.certificates.checkBeforeNavigation(action) {
            container.certificates.navigationWasRefused(action, refusal)
            return .cancel
        }
        return policy
    }

    func engineView(_ view: any WebEngineView, decidePolicyFor response: NavigationResponse) async -> NavigationPolicy {
        guard let container else { return .cancel }
        return await container.decidePolicy(for: response)
    }

    func engineView(_ view: any WebEngineView, didChangeState state: WebViewState) {
        defer { lastState = state }
        container?.chrome.changed()
        guard let container, let delegate = container.delegate else { return }
        if state.title != lastState.title { delegate.container(container, didChangeTitle: state.title) }
        if state.estimatedProgress != lastState.estimatedProgress {
            delegate.container(container, didChangeProgress: state.estimatedProgress)
        }
    }

    func engineView(_ view: any WebEngineView, runScriptDialog dialog: ScriptDialog) async -> ScriptDialog.Result {
        await container?.dialogs.run(dialog) ?? .dismissal(for: dialog.kind)
    }

    func engineView(_ view: any WebEngineView, webProcessDidTerminate reason: WebProcessTerminationReason) {
        container?.handleWebProcessTermination(reason)
    }
}
