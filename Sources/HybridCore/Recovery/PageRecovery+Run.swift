import Foundation
import Tracing
import HybridVocabulary
import HybridEngineInterface

extension PageRecovery {
    /// The web process died: note what to restore, and recover now or once the container is shown.
    func schedule(after reason: WebProcessTerminationReason) {
        guard configuration.recoveryPolicy.isEnabled, !view.isClosed else { return }
        let scroll = configuration.recoveryPolicy.restoresScrollPosition ? scrolling.position : nil
        pending = Pending(reason: reason, scroll: scroll)
        // At once, inside the engine's notice: a task would wait behind whatever else is queued (up to 4 ms).
        if isShown() { startNow { await self.runPending() } }
    }

    /// Runs pending recoveries one at a time; a death during a recovery queues another.
    func runPending() async {
        guard !isRecovering else { return }
        isRecovering = true
        defer { isRecovering = false }
        while isShown(), let pending {
            self.pending = nil
            await withSpan("hybridkit.recovery") { span in
                span.attributes["hybridkit.reason"] = pending.reason.code
                await recover(pending)
            }
        }
    }

    private func recover(_ pending: Pending) async {
        let policy = configuration.recoveryPolicy
        let generation = self.generation
        let count = counter.record(at: .now, window: policy.crashLoopWindow)
        if count >= policy.crashLoopLimit {
            logger.error("web process died \(count) times within \(policy.crashLoopWindow): asking the app")
            let decision = await app.ask(configuration.recoveryDelegate) {
                await $0.container($1, decideAfterCrashLoop: pending.reason, terminations: count)
            } ?? .defaultErrorPage
            switch decision {
            case .close:
                close()
                return
            case .showErrorPage(let html, let baseURL):
                guard self.generation == generation else { return }
                _ = try? await loads.perform(timeout: policy.timeout) { try view.loadHTML(html, baseURL: baseURL) }
                return
            case .reload:
                counter.reset()
            }
        }
        do {
            guard self.generation == generation else { return }
            let moved = try await reopen(scroll: pending.scroll, timeout: policy.timeout)
            let bridge = bridge
            let ready = await Deadline.run(timeout: policy.timeout, onTimeout: false) { (try? await bridge.waitUntilPageReady()) != nil }
            guard self.generation == generation else { return }
            // A page moved into a warm view scrolled back during its load.
            if ready, !moved, let scroll = pending.scroll {
                _ = try await bridge.runTask("scrollRestore", arguments: ["x": .number(scroll.x), "y": .number(scroll.y)],
                                             timeout: policy.timeout)
            }
            // Sent after the scroll, so the page hears it scrolled back; the app need not wait for the page.
            startNow { try? await bridge.notify(.recovered(reason: pending.reason)) }
            logger.notice("recovered from \(pending.reason.code)")
            HybridMetrics.recovery(pending.reason, succeeded: true)
            app.tell(configuration.recoveryDelegate) { $0.container($1, didRecoverFrom: pending.reason) }
        } catch {
            // The app navigated (or closed) meanwhile: its choice, not a failure.
            guard self.generation == generation, !view.isClosed else { return }
            logger.error("recovery after \(pending.reason.code) failed: \(error)")
            HybridMetrics.recovery(pending.reason, succeeded: false)
            app.tell(configuration.recoveryDelegate) { $0.container($1, didFailToRecoverFrom: pending.reason, error: error) }
        }
    }

    /// Shows the dead page again. HTML the app gave is given again. Otherwise the
    /// back-forward list, which outlives the process, moves into a warm view as
    /// session state (or is reloaded in place when no view is warm), and its
    /// current item brings back the URL, deep link and history.
    /// `true` when the page moved into a warm view, where it also scrolled back to `scroll`.
    private func reopen(scroll: (x: Double, y: Double)?, timeout: Duration) async throws -> Bool {
        documentTrust.willRestore()
        if let given = givenHTML {
            try await loads.perform(timeout: timeout) { try view.loadHTML(given.html, baseURL: given.baseURL) }
            return false
        }
        if let history = try? view.sessionState(),
           let old = view.engineView, let warm = views.take(replacing: view.current ?? old) {
            do {
                let pageURL = view.state.url
                try view.replace(with: warm.view, holding: warm.scripts,
                                 once: scroll.map { ContainerScripts.scrollReturn(x: $0.x, y: $0.y, url: pageURL) }, closingOldLater: true)
                // Off the page's way back, and off the app's first steps after it.
                defer { view.tidyUp(after: .milliseconds(250)) }
                if let new = view.engineView { viewReplaced(old, by: new) }
                logger.debug("moved the page into a warm view")
                try await loads.perform(timeout: timeout) { try view.restoreSessionState(history) }
                return true
            } catch where view.engineView === old {
                logger.warning("could not move the page into a warm view (\(error)); reloading in place")
            }
        }
        try await loads.perform(timeout: timeout) { try view.reload() }
        return false
    }
}
