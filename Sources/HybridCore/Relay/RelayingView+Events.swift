import Foundation
import HybridVocabulary
import HybridEngineInterface

/// The relayed view's events reach the container only while it is the one
/// relayed: after a lease ended, or after recovery replaced the view, a
/// navigation is refused, a dialog dismissed and a question answered no.
extension RelayingView {
    private func isCurrent(_ source: any WebEngineView) -> Bool { relayed === source }

    func engineView(_ view: any WebEngineView, didReceive event: NavigationEvent) {
        guard isCurrent(view) else { return }
        delegate?.engineView(self, didReceive: event)
    }

    func engineView(_ view: any WebEngineView, didReceive event: NavigationEvent, navigation: NavigationID?) {
        guard isCurrent(view) else { return }
        delegate?.engineView(self, didReceive: event, navigation: navigation)
    }

    func engineView(_ view: any WebEngineView, decidePolicyFor action: NavigationAction) async -> NavigationPolicy {
        guard isCurrent(view) else { return .cancel }
        return await delegate?.engineView(self, decidePolicyFor: action) ?? .allow
    }

    func engineView(_ view: any WebEngineView, decidePolicyFor response: NavigationResponse) async -> NavigationPolicy {
        guard isCurrent(view) else { return .cancel }
        return await delegate?.engineView(self, decidePolicyFor: response) ?? .allow
    }

    func engineView(_ view: any WebEngineView, didChangeState state: WebViewState) {
        guard isCurrent(view) else { return }
        delegate?.engineView(self, didChangeState: state)
    }

    func engineView(_ view: any WebEngineView, webProcessDidTerminate reason: WebProcessTerminationReason) {
        guard isCurrent(view) else { return }
        delegate?.engineView(self, webProcessDidTerminate: reason)
    }

    func engineView(_ view: any WebEngineView, runScriptDialog dialog: ScriptDialog) async -> ScriptDialog.Result {
        guard isCurrent(view), let delegate else { return .dismissal(for: dialog.kind) }
        return await delegate.engineView(self, runScriptDialog: dialog)
    }

    func engineView(_ view: any WebEngineView, destinationFor download: Download) async -> Result<URL, Download.Failure> {
        guard isCurrent(view), let delegate else { return .failure(.refused) }
        return await delegate.engineView(self, destinationFor: download)
    }

    func engineView(_ view: any WebEngineView, downloadDidProgress download: Download) {
        guard isCurrent(view) else { return }
        delegate?.engineView(self, downloadDidProgress: download)
    }

    func engineView(_ view: any WebEngineView, didComplete download: Download) {
        guard isCurrent(view) else { return }
        delegate?.engineView(self, didComplete: download)
    }

    func engineViewDidPullToRefresh(_ view: any WebEngineView) {
        guard isCurrent(view) else { return }
        delegate?.engineViewDidPullToRefresh(self)
    }

    func engineView(_ view: any WebEngineView, keyboardDidChange height: Double) {
        guard isCurrent(view) else { return }
        delegate?.engineView(self, keyboardDidChange: height)
    }

    func engineView(_ view: any WebEngineView, authenticate challenge: AuthenticationChallenge) async -> AuthenticationChallenge.Credential? {
        guard isCurrent(view), let delegate else { return nil }
        return await delegate.engineView(self, authenticate: challenge)
    }

    func engineView(_ view: any WebEngineView, chooseFilesFor request: FileChooserRequest) async -> [String]? {
        guard isCurrent(view), let delegate else { return nil }
        return await delegate.engineView(self, chooseFilesFor: request)
    }

    func engineView(_ view: any WebEngineView, decide request: PermissionRequest) async -> Bool {
        guard isCurrent(view), let delegate else { return false }
        return await delegate.engineView(self, decide: request)
    }

    func engineView(_ view: any WebEngineView, decideTrustFor challenge: AuthenticationChallenge.ServerTrust) async -> Bool {
        guard isCurrent(view), let delegate else { return false }
        return await delegate.engineView(self, decideTrustFor: challenge)
    }

    /// After the lease, any chain is refused.
    func engineView(_ view: any WebEngineView, checkServerCertificates chain: [AuthenticationChallenge.ServerTrust.Certificate], host: String) -> NavigationError? {
        guard isCurrent(view) else { return .cancelled }
        return delegate?.engineView(self, checkServerCertificates: chain, host: host)
    }
}
