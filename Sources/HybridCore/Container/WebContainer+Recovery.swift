import Foundation
import Tracing

extension WebContainer {
    /// The web process died: note what to restore, and recover now or once the container is shown.
    func scheduleRecovery(after reason: WebProcessTerminationReason) {
        guard recoveryPolicy.isEnabled, !isClosed else { return }
        let scroll = recoveryPolicy.restoresScrollPosition ? scrollTracking.position : nil
        recovery.pending = RecoveryState.Pending(reason: reason, scroll: scroll)
        if isVisible { Task { await runPendingRecovery() } }
    }

    /// Runs pending recoveries one at a time; a death during a recovery queues another.
    func runPendingRecovery() async {
        guard !recovery.isRecovering else { return }
        recovery.isRecovering = true
        defer { recovery.isRecovering = false }
        while isVisible, !isClosed, let pending = recovery.pending {
            recovery.pending = nil
            await withSpan("hybridkit.recovery") { span in
                span.attributes["hybridkit.reason"] = pending.reason.code
                await recover(pending)
            }
        }
    }

    private func recover(_ pending: RecoveryState.Pending) async {
        let policy = recoveryPolicy
        let generation = recovery.generation
        let count = recovery.counter.record(at: .now, window: policy.crashLoopWindow)
        if count >= policy.crashLoopLimit {
            logger.error("web process died \(count) times within \(policy.crashLoopWindow): asking the app")
            let decision = await delegate?.container(self, decideAfterCrashLoop: pending.reason, terminations: count)
                ?? .defaultErrorPage
            switch decision {
            case .close:
                close()
                return
            case .showErrorPage(let html, let baseURL):
                guard recovery.generation == generation else { return }
                _ = try? await performLoad(timeout: policy.timeout) { try view.loadHTML(html, baseURL: baseURL) }
                return
            case .reload:
                recovery.counter.reset()
            }
        }
        do {
            // The back-forward list outlives the process: reloading its current
            // item restores the URL, deep link and history the user had.
            guard recovery.generation == generation else { return }
            try await performLoad(timeout: policy.timeout) { try view.reload() }
            let ready = await Deadline.run(timeout: policy.timeout, onTimeout: false) { [bridge] in
                (try? await bridge.waitUntilPageReady()) != nil
            }
            guard recovery.generation == generation else { return }
            if ready, let scroll = pending.scroll {
                _ = try await bridge.runTask("scrollRestore", arguments: ["x": .number(scroll.x), "y": .number(scroll.y)],
                                             timeout: policy.timeout)
            }
            try? await bridge.notify(.recovered(reason: pending.reason))
            logger.notice("recovered from \(pending.reason.code)")
            HybridMetrics.recovery(pending.reason, succeeded: true)
            delegate?.container(self, didRecoverFrom: pending.reason)
        } catch {
            // The app navigated (or closed) meanwhile: its choice, not a failure.
            guard recovery.generation == generation, !isClosed else { return }
            logger.error("recovery after \(pending.reason.code) failed: \(error)")
            HybridMetrics.recovery(pending.reason, succeeded: false)
            delegate?.container(self, didFailToRecoverFrom: pending.reason, error: error)
        }
    }
}
