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
        if policy == .cancel { container.navigationWasCancelledBeforeStart(action) }
        if policy == .allow, let refusal = await container.checkPinsBeforeNavigation(action) {
            container.navigationWasRefused(action, refusal)
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

    /// The app answers; an app that never does is cut off by the container's dialog timeout.
    func engineView(_ view: any WebEngineView, runScriptDialog dialog: ScriptDialog) async -> ScriptDialog.Result {
        guard let container else { return .dismissal(for: dialog.kind) }
        var dialog = dialog
        dialog.sender = container.bridge.mainDocument.dialogSender(engineFrame: dialog.frame)
        if container.refuseWhileHidden(.dialog(dialog)) { return .dismissal(for: dialog.kind) }
        let admitted = await container.admitScriptDialog(dialog)
        HybridMetrics.dialog(dialog.kind, shown: admitted && container.delegate != nil)
        guard admitted, let delegate = container.delegate else { return .dismissal(for: dialog.kind) }
        return await Deadline.run(timeout: container.dialogTimeout, onTimeout: .dismissal(for: dialog.kind)) {
            await delegate.container(container, runScriptDialog: dialog)
        }
    }

    func engineView(_ view: any WebEngineView, webProcessDidTerminate reason: WebProcessTerminationReason) {
        container?.handleWebProcessTermination(reason)
    }
}
