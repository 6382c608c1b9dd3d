import Foundation
import Testing
@testable import HybridCore
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
        let report = await recovery.value
        #expect(report.verdict == .unresponsive)
        #expect(view.reloadCount == 1)
    }

    @Test func unresponsivePage_endsItsProcess_whenTheEngineCan() async throws {
        let view = FakeWebEngineView()
        view.state.url = URL(string: "http://127.0.0.1/stuck")
        view.holdsAsyncCalls = true
        let container = WebContainer(view: view)
        let report = await container.recoverIfBlank(.document(deadline: .milliseconds(20)))
        #expect(report.verdict == .unresponsive)
        #expect(view.reloadCount == 1, "one reload: the recovery's, as the process ended; not the probe's too")
        container.close()
    }
}
