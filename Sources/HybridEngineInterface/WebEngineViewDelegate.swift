import Foundation
import HybridVocabulary

/// Events an engine view reports. Every method has a default, so a delegate
/// implements only what it cares about.
///
/// Contract every engine keeps: a navigation replaced by a newer one (the app
/// or the page started another, or the app stopped it) reports no
/// `.failed(_, .cancelled)`; the newer navigation's events speak for both, so a
/// stale cancellation can never settle the load that replaced it.
@MainActor
package protocol WebEngineViewDelegate: AnyObject {
    func engineView(_ view: any WebEngineView, didReceive event: NavigationEvent)
    /// The event with the identity of the navigation it belongs to, when the
    /// engine has one. Engines call this; by default it passes the event on without it.
    func engineView(_ view: any WebEngineView, didReceive event: NavigationEvent, navigation: NavigationID?)
    func engineView(_ view: any WebEngineView, decidePolicyFor action: NavigationAction) async -> NavigationPolicy
    func engineView(_ view: any WebEngineView, decidePolicyFor response: NavigationResponse) async -> NavigationPolicy
    func engineView(_ view: any WebEngineView, didChangeState state: WebViewState)
    func engineView(_ view: any WebEngineView, webProcessDidTerminate reason: WebProcessTerminationReason)
    /// Must return; the engine closes the dialog with the result.
    func engineView(_ view: any WebEngineView, runScriptDialog dialog: ScriptDialog) async -> ScriptDialog.Result
    // Downloads and authentication: defaults in WebEngineViewDelegate+Downloads.swift.
    /// Where `download` goes: a checked file URL, or why not. Engines ask once per
    /// download through ``PendingEngineRequests``; by default refused.
    func engineView(_ view: any WebEngineView, destinationFor download: Download) async -> Result<URL, Download.Failure>
    /// Bytes arrived for `download` (its `bytesReceived` says how many so far).
    func engineView(_ view: any WebEngineView, downloadDidProgress download: Download)
    /// `download.result` says how it ended. Called once per download.
    func engineView(_ view: any WebEngineView, didComplete download: Download)
    /// A server asks for a password. Engines ask through ``PendingEngineRequests``; by default cancelled.
    func engineView(_ view: any WebEngineView, authenticate challenge: AuthenticationChallenge) async -> AuthenticationChallenge.Credential?
    // Certificates: defaults in WebEngineViewDelegate+Certificates.swift.
    /// A main-frame load met a certificate the engine does not trust. Engines ask once
    /// through ``PendingEngineRequests``; by default refused (`false`). On `true`
    /// the engine trusts the certificate for the host and loads the page again (or goes on).
    func engineView(_ view: any WebEngineView, decideTrustFor challenge: AuthenticationChallenge.ServerTrust) async -> Bool
    /// The chain `host` presented, before any request was sent (WKWebView's server-trust
    /// challenge, for the main frame or a subresource). `nil`: go on; an error: refuse the
    /// connection. The container reports it as the failure of a load of that host, never of
    /// another. Engines that adopt ``ServerCertificateProbing`` are checked by the container instead;
    /// every engine's committed certificate is checked again at commit.
    func engineView(_ view: any WebEngineView, checkServerCertificates chain: [AuthenticationChallenge.ServerTrust.Certificate], host: String) -> NavigationError?
    /// A file input asks for files: checked paths to give the page, or `nil` to cancel.
    /// Engines ask through ``PendingEngineRequests``; by default cancelled.
    func engineView(_ view: any WebEngineView, chooseFilesFor request: FileChooserRequest) async -> [String]?
    /// A permission request: whether to grant it. Engines ask through ``PendingEngineRequests``; by default denied.
    func engineView(_ view: any WebEngineView, decide request: PermissionRequest) async -> Bool
    /// The person pulled the page down to refresh it, where the engine has the gesture
    /// itself (iOS's refresh control); the container decides what a refresh does.
    func engineViewDidPullToRefresh(_ view: any WebEngineView)
    /// The system's on-screen keyboard now covers `height` points of the view's bottom (0: it went).
    func engineView(_ view: any WebEngineView, keyboardDidChange height: Double)
}

extension WebEngineViewDelegate {
    public func engineView(_ view: any WebEngineView, didReceive event: NavigationEvent) {}
    public func engineView(_ view: any WebEngineView, didReceive event: NavigationEvent, navigation: NavigationID?) {
        engineView(view, didReceive: event)
    }
    public func engineView(_ view: any WebEngineView, decidePolicyFor action: NavigationAction) async -> NavigationPolicy { .allow }
    public func engineView(_ view: any WebEngineView, decidePolicyFor response: NavigationResponse) async -> NavigationPolicy { .allow }
    public func engineView(_ view: any WebEngineView, didChangeState state: WebViewState) {}
    public func engineView(_ view: any WebEngineView, webProcessDidTerminate reason: WebProcessTerminationReason) {}
    public func engineView(_ view: any WebEngineView, runScriptDialog dialog: ScriptDialog) async -> ScriptDialog.Result {
        .dismissal(for: dialog.kind)
    }
    public func engineViewDidPullToRefresh(_ view: any WebEngineView) {}
    public func engineView(_ view: any WebEngineView, keyboardDidChange height: Double) {}

    // Certificates: refused unless the app trusts them; no pins of its own.
    public func engineView(_ view: any WebEngineView, decideTrustFor challenge: AuthenticationChallenge.ServerTrust) async -> Bool {
        false
    }
    public func engineView(_ view: any WebEngineView, checkServerCertificates chain: [AuthenticationChallenge.ServerTrust.Certificate],
                           host: String) -> NavigationError? {
        nil
    }

    // Downloads, passwords, files and permissions: nothing granted by default.
    public func engineView(_ view: any WebEngineView, destinationFor download: Download) async -> Result<URL, Download.Failure> {
        .failure(.refused)
    }
    public func engineView(_ view: any WebEngineView, downloadDidProgress download: Download) {}
    public func engineView(_ view: any WebEngineView, didComplete download: Download) {}
    public func engineView(_ view: any WebEngineView, authenticate challenge: AuthenticationChallenge) async -> AuthenticationChallenge.Credential? {
        nil
    }
    public func engineView(_ view: any WebEngineView, chooseFilesFor request: FileChooserRequest) async -> [String]? { nil }
    public func engineView(_ view: any WebEngineView, decide request: PermissionRequest) async -> Bool { false }
}
