import Foundation
import Testing
import HybridCore
import HybridTesting

/// An engine that cannot end its web process (WKWebView) still gets a stuck page back.
@MainActor
struct BlankPageFallbackTests {
    @Test func unresponsivePage_isReloaded_whenTheEngineCannotEndItsProcess() async throws {
        let view = FakeWebEngineView()
        view.state.url = URL(string: "http://127.0.0.1/stuck")
        view.holdsAsyncCalls = true
        view.terminationIsUnsupported = true
        let container = WebContainer(view: view)
        let recovery = Task { await container.recoverIfBlank(.document(deadline: .milliseconds(20))) }
        // Bounded, so the old behaviour (no reload) fails here instead of hanging.
        do {
            try await eventually("the stuck page reloaded") { view.reloadCount > 0 }
        } catch {
            recovery.cancel()
            container.close()
            throw error
        }
        #expect(view.reloadCount == 1)
        view.report(.started(view.state.url))
        view.report(.finished(view.state.url))
        let verdict = await recovery.value
        #expect(verdict == .unresponsive)
        #expect(view.reloadCount == 1)
    }

    @Test func unresponsivePage_endsItsProcess_whenTheEngineCan() async throws {
        let view = FakeWebEngineView()
        view.state.url = URL(string: "http://127.0.0.1/stuck")
        view.holdsAsyncCalls = true
        let container = WebContainer(view: view)
        let verdict = await container.recoverIfBlank(.document(deadline: .milliseconds(20)))
        #expect(verdict == .unresponsive)
        #expect(view.reloadCount == 1, "one reload: the recovery's, as the process ended; not the probe's too")
        container.close()
    }

    @Test func hungSnapshot_reportsUnresponsive_withinItsDeadline() async throws {
        let view = FakeWebEngineView()
        view.state.url = URL(string: "http://127.0.0.1/hung")
        view.holdsSnapshots = true
        let container = WebContainer(view: view)
        defer { container.close() }
        let result = MainActorBox<(verdict: BlankPageProbe.Verdict, elapsed: Duration)?>(nil)
        Task {
            let started = ContinuousClock.now
            let verdict = await container.probeBlankPage(.snapshot(grid: 4, deadline: .milliseconds(100)))
            result.value = (verdict, .now - started)
        }
        // Bounded, so a probe that waits for the snapshot fails here instead of hanging.
        do {
            try await eventually("the probe gave up on the hung snapshot", limit: .seconds(3)) { result.value != nil }
        } catch {
            view.releaseHeldSnapshots()
            throw error
        }
        let report = try #require(result.value)
        #expect(report.verdict == .unresponsive)
        #expect(report.elapsed >= .milliseconds(100))
        #expect(report.elapsed < .seconds(2), "the verdict came at the deadline, not when the snapshot would have")
        view.releaseHeldSnapshots()
    }
}
