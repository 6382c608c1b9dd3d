import HybridCore
import HybridVocabulary
import HybridEngineInterface

/// Answers the DSBridge-style `prompt('hybridbench:<json>')` synchronously with
/// the JSON, and passes every other engine event on to the container's own delegate.
@MainActor
final class BenchDialogRelay: WebEngineViewDelegate {
    private let inner: any WebEngineViewDelegate
    private static let prefix = "hybridbench:"

    init(wrapping inner: any WebEngineViewDelegate) { self.inner = inner }

    func engineView(_ view: any WebEngineView, runScriptDialog dialog: ScriptDialog) async -> ScriptDialog.Result {
        guard dialog.kind == .prompt, dialog.message.hasPrefix(Self.prefix) else {
            return await inner.engineView(view, runScriptDialog: dialog)
        }
        return .text(String(dialog.message.dropFirst(Self.prefix.count)))
    }

    func engineView(_ view: any WebEngineView, didReceive event: NavigationEvent) { inner.engineView(view, didReceive: event) }
    func engineView(_ view: any WebEngineView, decidePolicyFor action: NavigationAction) async -> NavigationPolicy {
        await inner.engineView(view, decidePolicyFor: action)
    }
    func engineView(_ view: any WebEngineView, decidePolicyFor response: NavigationResponse) async -> NavigationPolicy {
        await inner.engineView(view, decidePolicyFor: response)
    }
    func engineView(_ view: any WebEngineView, didChangeState state: WebViewState) { inner.engineView(view, didChangeState: state) }
    func engineView(_ view: any WebEngineView, webProcessDidTerminate reason: WebProcessTerminationReason) {
        inner.engineView(view, webProcessDidTerminate: reason)
    }
}
