import Foundation
import HybridVocabulary

extension WebContainer {
    /// The recovery role of a container's delegate: the page's web process died, came
    /// back or could not, and what to do when it keeps dying. Every method has a default.
    @MainActor
    public protocol RecoveryDelegate: AnyObject {
        func container(_ container: WebContainer, webProcessDidTerminate reason: WebProcessTerminationReason)
        /// The page is back after its web process died: reloaded, bridge up, scroll restored.
        func container(_ container: WebContainer, didRecoverFrom reason: WebProcessTerminationReason)
        /// The automatic reload after a web-process death failed; the page stays as it is.
        func container(_ container: WebContainer, didFailToRecoverFrom reason: WebProcessTerminationReason, error: any Error)
        /// The web process died ``RecoveryPolicy/crashLoopLimit`` times within the window:
        /// show an error page, reload once more, or close. Defaults to ``RecoveryPolicy/CrashLoopDecision/defaultErrorPage``.
        func container(_ container: WebContainer, decideAfterCrashLoop reason: WebProcessTerminationReason, terminations: Int) async -> RecoveryPolicy.CrashLoopDecision
    }
}

extension WebContainer.RecoveryDelegate {
    public func container(_ container: WebContainer, webProcessDidTerminate reason: WebProcessTerminationReason) {}
    public func container(_ container: WebContainer, didRecoverFrom reason: WebProcessTerminationReason) {}
    public func container(_ container: WebContainer, didFailToRecoverFrom reason: WebProcessTerminationReason, error: any Error) {}
    public func container(_ container: WebContainer, decideAfterCrashLoop reason: WebProcessTerminationReason, terminations: Int) async -> RecoveryPolicy.CrashLoopDecision {
        .defaultErrorPage
    }
}
