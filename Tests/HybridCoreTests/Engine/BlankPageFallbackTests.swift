import Foundation
import XCTest
@testable import HybridCore
import HybridTesting

/// An engine that cannot end its web process (WKWebView) still gets a stuck page back.
final class BlankPageFallbackTests: XCTestCase {
    @MainActor
    func test_unresponsivePage_isReloaded_whenTheEngineCannotEndItsProcess() async throws {
        let view = FakeWebEngineView()
        view.state.url = URL(string: "http://127.0.0.1/stuck")
        view.holdsAsyncCalls = true
        view.terminationIsUnsupported = true
        let container = WebContainer(view: view)
        let recovery = Task { await container.recoverIfBlank(.document(deadline: .milliseconds(20))) }
        // Bounded, so the old behaviour (no reload) fails here instead of hanging.
        for _ in 0..<2_000 where view.reloadCount == 0 { try await Task.sleep(for: .milliseconds(5)) }
        guard view.reloadCount == 1 else {
            recovery.cancel()
            container.close()
            return XCTFail("the stuck page was not reloaded")
        }
        view.report(.started(view.state.url))
        view.report(.finished(view.state.url))
        let report = await recovery.value
        XCTAssertEqual(report.verdict, .unresponsive)
        XCTAssertEqual(view.reloadCount, 1)
    }

    @MainActor
    func test_unresponsivePage_endsItsProcess_whenTheEngineCan() async throws {
        let view = FakeWebEngineView()
        view.state.url = URL(string: "http://127.0.0.1/stuck")
        view.holdsAsyncCalls = true
        let container = WebContainer(view: view)
        let report = await container.recoverIfBlank(.document(deadline: .milliseconds(20)))
        XCTAssertEqual(report.verdict, .unresponsive)
        XCTAssertEqual(view.reloadCount, 0, "recovery reloads after the process ends, not the probe")
        container.close()
    }
}
