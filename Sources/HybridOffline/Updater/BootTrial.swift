import HybridCore
import Foundation
import HybridVocabulary

/// One boot load's decision and its token. The first of three settles it: the
/// page's confirmation, the load's failure, or the deadline; nothing after that
/// changes it, so a page that confirmed stays confirmed whatever its load does next.
@MainActor
final class BootTrial {
    let token = UUID().uuidString.lowercased()
    private(set) var outcome: BootOutcome?
    private var waiter: CheckedContinuation<BootOutcome, Never>?

    /// The page confirmed. Returns `false` when the trial was already decided: a late call does not count.
    func confirm() -> Bool { decide(.confirmed) }

    /// The load failed before the page confirmed. A load that only ran out of time
    /// decides nothing: an image that never arrives is no failure of the page, and the deadline judges it.
    func loadFailed(_ error: any Error) {
        if case .timedOut? = error as? NavigationError { return }
        decide(.loadFailed((error as? NavigationError)?.code ?? (error as? EngineError)?.code ?? "\(error)"))
    }

    /// The deadline passed, or the boot ended, unconfirmed.
    func abandon() { decide(.missedDeadline) }

    /// Waits for the decision; returns at once when it is already made.
    func decision() async -> BootOutcome {
        if let outcome { return outcome }
        return await withCheckedContinuation { waiter = $0 }
    }

    @discardableResult
    private func decide(_ outcome: BootOutcome) -> Bool {
        guard self.outcome == nil else { return false }
        self.outcome = outcome
        waiter?.resume(returning: outcome)
        waiter = nil
        return true
    }
}
