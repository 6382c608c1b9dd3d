import HybridVocabulary
import HybridEngineInterface
/// Receives the engine view's events for a container and hands each to the
/// feature that answers it, so the container's own API stays free of engine
/// callbacks. It holds the features, not the container: navigation events and a
/// web-process death go back through the two closures the container gives.
@MainActor
final class ContainerEngineDelegate: WebEngineViewDelegate {
    let navigation: NavigationDecisions
    let dialogs: ScriptDialogs
    let device: DeviceQuestions
    let downloads: DownloadQuestions
    let certificates: CertificateGuard
    let chrome: ContainerChrome
    /// The container's handling of a navigation event (``WebContainer/handle(_:navigation:)``).
    var onEvent: @MainActor (NavigationEvent, NavigationID?) -> Void = { _, _ in }
    /// The container's handling of a web-process death.
    var onTermination: @MainActor (WebProcessTerminationReason) -> Void = { _ in }
    private let logger = HybridLog.logger("hybridkit.container")

    init(navigation: NavigationDecisions, dialogs: ScriptDialogs, device: DeviceQuestions, downloads: DownloadQuestions,
         certificates: CertificateGuard, chrome: ContainerChrome) {
        (self.navigation, self.dialogs, self.device, self.downloads) = (navigation, dialogs, device, downloads)
        (self.certificates, self.chrome) = (certificates, chrome)
    }

    func engineView(_ view: any WebEngineView, didReceive event: NavigationEvent) {
        onEvent(event, nil)
    }

    func engineView(_ view: any WebEngineView, didReceive event: NavigationEvent, navigation: NavigationID?) {
        onEvent(event, navigation)
    }

    func engineView(_ view: any WebEngineView, decidePolicyFor action: NavigationAction) async -> NavigationPolicy {
        await navigation.decideForEngine(action)
    }

    func engineView(_ view: any WebEngineView, decidePolicyFor response: NavigationResponse) async -> NavigationPolicy {
        await navigation.decide(response)
    }

    func engineView(_ view: any WebEngineView, didChangeState state: WebViewState) {
        chrome.engineStateChanged(state)
    }

    func engineView(_ view: any WebEngineView, runScriptDialog dialog: ScriptDialog) async -> ScriptDialog.Result {
        await dialogs.run(dialog)
    }

    func engineView(_ view: any WebEngineView, webProcessDidTerminate reason: WebProcessTerminationReason) {
        onTermination(reason)
    }

    func engineViewDidPullToRefresh(_ view: any WebEngineView) {
        chrome.pulled()
    }

    func engineView(_ view: any WebEngineView, keyboardDidChange height: Double) {
        do { try chrome.keyboardDidChange(height: height) } catch {
            logger.notice("the engine's keyboard report was refused: \(error.message)")
        }
    }
}
