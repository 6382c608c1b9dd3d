import HybridCore
import HybridVocabulary

/// The recovery role of a container delegate, which the recovery benchmark awaits: termination, then recovery.
@MainActor
final class RecoveryWatcher: WebContainer.RecoveryDelegate {
    private var terminated = false
    private var recovered = false
    private var waiter: CheckedContinuation<Void, any Error>?
    private var waitingFor: (() -> Bool)?

    func container(_ container: WebContainer, webProcessDidTerminate reason: WebProcessTerminationReason) {
        terminated = true
        wake()
    }

    func container(_ container: WebContainer, didRecoverFrom reason: WebProcessTerminationReason) {
        recovered = true
        wake()
    }

    func container(_ container: WebContainer, didFailToRecoverFrom reason: WebProcessTerminationReason, error: any Error) {
        waiter?.resume(throwing: error)
        waiter = nil
    }

    func waitForTermination() async throws { try await wait { self.terminated } }
    func waitForRecovery() async throws { try await wait { self.recovered } }

    private func wait(_ condition: @escaping () -> Bool) async throws {
        if condition() { return }
        try await withCheckedThrowingContinuation { waiter = $0; waitingFor = condition }
    }

    private func wake() {
        guard let condition = waitingFor, condition() else { return }
        waitingFor = nil
        waiter?.resume()
        waiter = nil
    }
}
