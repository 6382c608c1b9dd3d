import Foundation

/// What an app hears from a ``WebContainer``. Every method has a default.
@MainActor
public protocol WebContainerDelegate: AnyObject {
    func containerDidStartLoading(_ container: WebContainer, url: URL?)
    func containerDidFinishLoading(_ container: WebContainer, url: URL?)
    func container(_ container: WebContainer, didFailLoading url: URL?, error: NavigationError)
    func container(_ container: WebContainer, didChangeTitle title: String?)
    func container(_ container: WebContainer, didChangeProgress progress: Double)
    /// The page's own timings of a main-frame load that finished (DNS, connect, TLS, first byte, DOMContentLoaded, load, first contentful paint).
    func container(_ container: WebContainer, didMeasure timings: PageTimings)
    /// Asked for every navigation the policy chain did not already decide.
    func container(_ container: WebContainer, decidePolicyFor action: NavigationAction) async -> NavigationPolicy
    func container(_ container: WebContainer, webProcessDidTerminate reason: WebProcessTerminationReason)
    /// The page is back after its web process died: reloaded, bridge up, scroll restored.
    func container(_ container: WebContainer, didRecoverFrom reason: WebProcessTerminationReason)
    /// The automatic reload after a web-process death failed; the page stays as it is.
    func container(_ container: WebContainer, didFailToRecoverFrom reason: WebProcessTerminationReason, error: any Error)
    /// The web process died ``RecoveryPolicy/crashLoopLimit`` times within the window:
    /// show an error page, reload once more, or close. Defaults to ``CrashLoopDecision/defaultErrorPage``.
    func container(_ container: WebContainer, decideAfterCrashLoop reason: WebProcessTerminationReason, terminations: Int) async -> CrashLoopDecision
    /// Shows a page's `alert`, `confirm`, `prompt` or before-unload dialog and returns the user's answer.
    /// The page is blocked until then; with no answer within ``WebContainer/dialogTimeout`` the dialog is dismissed.
    func container(_ container: WebContainer, runScriptDialog dialog: ScriptDialog) async -> ScriptDialogResult
    /// The document opened `dialogs` dialogs within ``WebContainer/dialogFloodLimit``'s window.
    /// Defaults to ``ScriptDialogFloodDecision/suppress``: this and its later dialogs are dismissed unseen
    /// until the main frame loads another document. With no answer within the dialog timeout, suppressed.
    func container(_ container: WebContainer, decideAfterDialogFlood dialogs: Int, sender: ScriptDialogSender) async -> ScriptDialogFloodDecision
    /// Open this URL outside the container: another app for `tel:` or `mailto:`,
    /// the system browser for a host the container does not show. It was cancelled here.
    func container(_ container: WebContainer, openExternally action: NavigationAction, reason: ExternalOpenReason)
    /// Make (and show) a container for a page's new-window request under ``NewWindowRule/newContainer``;
    /// the request then loads there. `nil` opens nothing.
    func container(_ container: WebContainer, makeContainerFor action: NavigationAction) -> WebContainer?
    /// Asked for every response the policy chain did not decide, before the engine shows it.
    /// Downloads and types the engine cannot show come here too: cancel them and fetch the URL
    /// yourself. Defaults to ``NavigationResponse/isShowable``.
    func container(_ container: WebContainer, decidePolicyFor response: NavigationResponse) async -> NavigationPolicy
}

extension WebContainerDelegate {
    public func containerDidStartLoading(_ container: WebContainer, url: URL?) {}
    public func containerDidFinishLoading(_ container: WebContainer, url: URL?) {}
    public func container(_ container: WebContainer, didFailLoading url: URL?, error: NavigationError) {}
    public func container(_ container: WebContainer, didChangeTitle title: String?) {}
    public func container(_ container: WebContainer, didChangeProgress progress: Double) {}
    public func container(_ container: WebContainer, didMeasure timings: PageTimings) {}
    public func container(_ container: WebContainer, decidePolicyFor action: NavigationAction) async -> NavigationPolicy { .allow }
    public func container(_ container: WebContainer, webProcessDidTerminate reason: WebProcessTerminationReason) {}
    public func container(_ container: WebContainer, didRecoverFrom reason: WebProcessTerminationReason) {}
    public func container(_ container: WebContainer, didFailToRecoverFrom reason: WebProcessTerminationReason, error: any Error) {}
    public func container(_ container: WebContainer, decideAfterCrashLoop reason: WebProcessTerminationReason, terminations: Int) async -> CrashLoopDecision {
        .defaultErrorPage
    }
    public func container(_ container: WebContainer, runScriptDialog dialog: ScriptDialog) async -> ScriptDialogResult {
        .dismissal(for: dialog.kind)
    }
    public func container(_ container: WebContainer, decideAfterDialogFlood dialogs: Int, sender: ScriptDialogSender) async -> ScriptDialogFloodDecision {
        .suppress
    }
    public func container(_ container: WebContainer, openExternally action: NavigationAction, reason: ExternalOpenReason) {}
    public func container(_ container: WebContainer, makeContainerFor action: NavigationAction) -> WebContainer? { nil }
    public func container(_ container: WebContainer, decidePolicyFor response: NavigationResponse) async -> NavigationPolicy {
        response.isShowable ? .allow : .cancel
    }
}
