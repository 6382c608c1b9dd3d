import Foundation
import HybridEngineSupport

/// What an app hears from a ``WebContainer``. Every method has a default.
@MainActor
public protocol WebContainerDelegate: AnyObject {
    func containerDidStartLoading(_ container: WebContainer, url: URL?)
    func containerDidFinishLoading(_ container: WebContainer, url: URL?)
    /// The main frame now shows a new document from `url`: calls into the old one
    /// failed `page_gone` and what the page set in the chrome is gone; the new page's scripts run next.
    func container(_ container: WebContainer, didCommit url: URL?)
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
    /// show an error page, reload once more, or close. Defaults to ``RecoveryPolicy/CrashLoopDecision/defaultErrorPage``.
    func container(_ container: WebContainer, decideAfterCrashLoop reason: WebProcessTerminationReason, terminations: Int) async -> RecoveryPolicy.CrashLoopDecision
    /// Shows a page's `alert`, `confirm`, `prompt` or before-unload dialog and returns the user's answer.
    /// The page is blocked until then; with no answer within ``ContainerConfiguration/dialogTimeout`` the dialog is dismissed.
    func container(_ container: WebContainer, runScriptDialog dialog: ScriptDialog) async -> ScriptDialog.Result
    /// The document opened `dialogs` dialogs within ``ContainerConfiguration/dialogFloodLimit``'s window.
    /// Defaults to `ScriptDialog/FloodDecision/suppress`: this and its later dialogs are dismissed unseen
    /// until the main frame loads another document. With no answer within the dialog timeout, suppressed.
    func container(_ container: WebContainer, decideAfterDialogFlood dialogs: Int, sender: RequestingFrame) async -> ScriptDialog.FloodDecision
    /// Open this URL outside the container: another app for `tel:` or `mailto:`,
    /// the system browser for a host the container does not show. It was cancelled here.
    func container(_ container: WebContainer, openExternally action: NavigationAction, reason: ExternalOpenReason)
    /// Make (and show) a container for a page's new-window request under ``NewWindows/Rule/newContainer``;
    /// the request then loads there. `nil` opens nothing.
    func container(_ container: WebContainer, makeContainerFor action: NavigationAction) -> WebContainer?
    /// Asked for every response the policy chain did not decide, before the engine shows it.
    /// Attachments and types the engine cannot show come here too. By default a showable
    /// response is allowed and any other becomes a `Download` (`NavigationPolicy/download`).
    func container(_ container: WebContainer, decidePolicyFor response: NavigationResponse) async -> NavigationPolicy
    /// A page started a download (an attachment, a type the engine cannot show, `<a download>`).
    /// Return the file URL to write it to, or `nil` to refuse (the default). The URL is
    /// canonicalized and checked (a file URL in a folder that exists, not a folder, not an
    /// existing file); one that fails completes the download with `Download/Failure/invalidDestination(_:)`.
    /// If the view closes first, the download is refused and this answer is not used.
    func container(_ container: WebContainer, destinationFor download: Download) async -> URL?
    /// Bytes arrived for `download`.
    func container(_ container: WebContainer, download: Download, didUpdate progress: Download.Progress)
    /// `download` ended; `Download/result` says how. A failed or cancelled download left no file.
    func container(_ container: WebContainer, didComplete download: Download)
    /// A server asks for a password (HTTP Basic or Digest). Answer with a credential for
    /// `challenge.host` only, or `AuthenticationChallenge/Answer/cancel` (the default), which fails the load
    /// without showing the server's 401 page. If the view closes first, the challenge is cancelled.
    func container(_ container: WebContainer, authenticate challenge: AuthenticationChallenge) async -> AuthenticationChallenge.Answer
    /// The host asked for a credential again after ``ContainerConfiguration/maximumCredentialAttempts``
    /// answers in this document (`too_many_credential_attempts`): the container cancelled it without
    /// asking ``container(_:authenticate:)``, so a wrong saved password cannot make the engine resend forever.
    func container(_ container: WebContainer, didRefuse challenge: AuthenticationChallenge, _ refusal: AuthenticationChallenge.Refusal)
    /// A main-frame load met a server certificate the engine does not trust (self-signed,
    /// expired, another host's). Answer `AuthenticationChallenge/ServerTrust/Answer/trust` to trust that
    /// certificate for `challenge.host` (a development server) and load the page again, or
    /// `AuthenticationChallenge/ServerTrust/Answer/refuse` (the default): the load fails with
    /// `NavigationError/serverCertificateUntrusted(host:errors:)`. Asked once; if the view
    /// closes first, refused. A pin failure (``ContainerConfiguration/CertificatePins``) is never asked about: it fails
    /// the load with `NavigationError/certificatePinMismatch(host:)`.
    func container(_ container: WebContainer, decideTrustFor challenge: AuthenticationChallenge.ServerTrust) async -> AuthenticationChallenge.ServerTrust.Answer
    /// The page (`hybrid.chrome.close()`), Back on the first page, or the Close button
    /// asked to close. A shell has already closed itself; without one, the app decides.
    func containerDidRequestClose(_ container: WebContainer)
    /// A page's file input asks for files (`multiple` and `accept` in `request`). Return
    /// file URLs of readable regular files (at most one without `multiple`), or `nil`
    /// to cancel (the default). Other answers are refused and the input is cancelled.
    func container(_ container: WebContainer, chooseFilesFor request: FileChooserRequest) async -> [URL]?
    /// A page asks for the camera, microphone, location, notifications… Denied by default.
    /// A decision remembered (`PermissionRequest/Decision/Memory`) answers later requests of
    /// the same origin and kinds without asking.
    func container(_ container: WebContainer, decide request: PermissionRequest) async -> PermissionRequest.Decision
    /// A trusted page asked the app to log in (`hybrid.chrome.login(params)`). Return
    /// what the page should get (a token, a user), or throw to refuse: a
    /// ``BridgeErrorConvertible`` chooses the code the page sees. By default the page
    /// gets `login_unavailable`.
    func container(_ container: WebContainer, requestsLoginFor source: BridgeMessageSource, params: JSONValue) async throws -> JSONValue
}

extension WebContainerDelegate {
    public func containerDidStartLoading(_ container: WebContainer, url: URL?) {}
    public func containerDidFinishLoading(_ container: WebContainer, url: URL?) {}
    public func container(_ container: WebContainer, didCommit url: URL?) {}
    public func container(_ container: WebContainer, didFailLoading url: URL?, error: NavigationError) {}
    public func container(_ container: WebContainer, didChangeTitle title: String?) {}
    public func container(_ container: WebContainer, didChangeProgress progress: Double) {}
    public func container(_ container: WebContainer, didMeasure timings: PageTimings) {}
    public func container(_ container: WebContainer, decidePolicyFor action: NavigationAction) async -> NavigationPolicy { .allow }
    public func container(_ container: WebContainer, webProcessDidTerminate reason: WebProcessTerminationReason) {}
    public func container(_ container: WebContainer, didRecoverFrom reason: WebProcessTerminationReason) {}
    public func container(_ container: WebContainer, didFailToRecoverFrom reason: WebProcessTerminationReason, error: any Error) {}
    public func container(_ container: WebContainer, decideAfterCrashLoop reason: WebProcessTerminationReason, terminations: Int) async -> RecoveryPolicy.CrashLoopDecision {
        .defaultErrorPage
    }
    public func container(_ container: WebContainer, runScriptDialog dialog: ScriptDialog) async -> ScriptDialog.Result {
        .dismissal(for: dialog.kind)
    }
    public func container(_ container: WebContainer, decideAfterDialogFlood dialogs: Int, sender: RequestingFrame) async -> ScriptDialog.FloodDecision {
        .suppress
    }
    public func containerDidRequestClose(_ container: WebContainer) {}
    public func container(_ container: WebContainer, chooseFilesFor request: FileChooserRequest) async -> [URL]? { nil }
    public func container(_ container: WebContainer, decide request: PermissionRequest) async -> PermissionRequest.Decision { .deny }
    public func container(_ container: WebContainer, requestsLoginFor source: BridgeMessageSource, params: JSONValue) async throws -> JSONValue {
        throw BridgeError.loginUnavailable
    }
    public func container(_ container: WebContainer, openExternally action: NavigationAction, reason: ExternalOpenReason) {}
    public func container(_ container: WebContainer, makeContainerFor action: NavigationAction) -> WebContainer? { nil }
    public func container(_ container: WebContainer, decidePolicyFor response: NavigationResponse) async -> NavigationPolicy {
        response.isShowable ? .allow : .download
    }
}
