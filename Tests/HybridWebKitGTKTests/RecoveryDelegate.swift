import Foundation
import HybridCore
import HybridVocabulary

/// Records what a container says about web-process deaths and recoveries.
@MainActor
final class RecoveryDelegate: WebContainerDelegate {
    var terminations: [WebProcessTerminationReason] = []
    var recoveries: [WebProcessTerminationReason] = []
    var failures: [String] = []
    var crashLoops: [Int] = []
    var crashLoopDecision = RecoveryPolicy.CrashLoopDecision.defaultErrorPage
    /// Closes the container as it hears of the death, as an app that gives up on the page would.
    var closesOnTermination = false

    func container(_ container: WebContainer, webProcessDidTerminate reason: WebProcessTerminationReason) {
        terminations.append(reason)
        if closesOnTermination { container.close() }
    }
    func container(_ container: WebContainer, didRecoverFrom reason: WebProcessTerminationReason) {
        recoveries.append(reason)
    }
    func container(_ container: WebContainer, didFailToRecoverFrom reason: WebProcessTerminationReason, error: any Error) {
        failures.append("\(reason.code): \(error)")
    }
    func container(_ container: WebContainer, decideAfterCrashLoop reason: WebProcessTerminationReason, terminations: Int) async -> RecoveryPolicy.CrashLoopDecision {
        crashLoops.append(terminations)
        return crashLoopDecision
    }
}
