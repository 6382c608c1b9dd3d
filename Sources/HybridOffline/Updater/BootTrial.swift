import HybridCore
import Foundation

/// One boot load waiting for its confirmation: its token and who waits.
@MainActor
final class BootTrial {
    let token = UUID().uuidString.lowercased()
    private(set) var isConfirmed = false
    private var isAbandoned = false
    private var waiter: CheckedContinuation<Bool, Never>?

    func confirm() {
        guard !isAbandoned else { return }
        isConfirmed = true
        waiter?.resume(returning: true)
        waiter = nil
    }

    /// Returns at once when the page already confirmed during the load.
    func waitForConfirmation() async -> Bool {
        if isConfirmed { return true }
        if isAbandoned { return false }
        return await withCheckedContinuation { waiter = $0 }
    }

    /// Ends the wait unconfirmed (deadline passed); later confirmations change nothing.
    func abandon() {
        isAbandoned = true
        waiter?.resume(returning: false)
        waiter = nil
    }
}
