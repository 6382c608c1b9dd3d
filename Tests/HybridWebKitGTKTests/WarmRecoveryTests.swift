import Foundation
@testable import HybridCore
import HybridTestServer
@testable import HybridWebKitGTK
import HybridBenchmarks
import HybridTesting
import XCTest
import HybridVocabulary
import CWebKitGTK

/// A dead page comes back in a view whose web process already runs: no process
/// launch on the way, the history, URL and scroll as they were, the same
/// container and bridge, and a shell showing the new view where the old one was.
final class WarmRecoveryTests: XCTestCase {
    /// Opens page one, then the tall page (so there is history), keeping a warm view.
    @MainActor
    private static func openWithHistory(_ container: WebContainer, _ server: TestServer, path: String) async throws -> URL {
        await server.serve(html: "<title>first</title>", at: path + "/first")
        try await container.load(server.url(path + "/first"))
        let url = try await RecoveryTests.openScrolled(container, server, path: path)
        try await eventually("a warm view kept for recovery") { container.hasWarmView }
        return url
    }

    /// A container of its own (not leased) that keeps a warm view for its recovery.
    @MainActor
    private static func keepingAWarmView(_ engine: GTKEngine, delegate: any WebContainerDelegate) throws -> WebContainer {
        let container = try WebContainer(engine: engine)
        container.configuration.recoveryPolicy.keepsWarmView = true
        container.delegate = delegate
        return container
    }

    func test_containerKeepingAWarmView_recoversIntoIt_withHistoryURLAndScroll_andStartsNoProcess() throws {
        try EngineHarness.run { engine, server in
            let delegate = RecoveryDelegate()
            let container = try Self.keepingAWarmView(engine, delegate: delegate)
            defer { container.close() }
            let url = try await Self.openWithHistory(container, server, path: "/warm/standby")
            let dead = container.engineView
            let before = ChildProcesses.current()
            try container.engineView.terminateWebProcess()
            try await RecoveryTests.assertRecovered(container, delegate, url: url, reason: .terminatedByClient)
            let launched = ChildProcesses.current().subtracting(before)
            XCTAssertEqual(launched, [], "no web process was launched to recover")
            XCTAssertFalse(container.engineView === dead, "the page moved into the warm view")
            XCTAssertTrue(container.canGoBack, "the history came along")
            try await container.goBack()
            let title = try await container.evaluateJavaScript("document.title")
            XCTAssertEqual(title, "first")
        }
    }

    /// Recovery starts inside WebKit's death notice: the dead page's open dialog
    /// is closed there as its view is left, and the page comes back in the warm view.
    func test_dialogOpenWhenTheProcessDies_isClosed_andThePageComesBackInTheWarmView() throws {
        try EngineHarness.run { engine, server in
            let dialogs = DialogDelegate()
            dialogs.answer = DialogDelegate.never
            let container = try Self.keepingAWarmView(engine, delegate: dialogs)
            defer { container.close() }
            let url = try await Self.openWithHistory(container, server, path: "/warm/dialog")
            let dead = try XCTUnwrap(container.engineView as? GTKWebView)
            Task { @MainActor in _ = try? await container.callAsyncJavaScript("return prompt('dying?')", arguments: [:]) }
            try await eventually("dialog open") { dead.dialogs.openCount == 1 }
            try dead.terminateWebProcess()
            try await eventually("back in the warm view") {
                container.engineView !== dead && !container.isRecoveryPending && container.bridge.isPageReady
            }
            XCTAssertEqual(dead.dialogs.openCount, 0)
            XCTAssertEqual(container.url, url)
        }
    }

    func test_pooledContainer_recoversIntoThePoolsWarmView_asANewLease() throws {
        try EngineHarness.run { engine, server in
            let pool = WebViewPool(engine: engine)
            await pool.prewarm(2)
            let container = try await pool.lease()
            defer { container.close() }
            let delegate = RecoveryDelegate()
            container.delegate = delegate
            let url = try await Self.openWithHistory(container, server, path: "/warm/pool")
            let dead = container.engineView
            try container.engineView.terminateWebProcess()
            try await RecoveryTests.assertRecovered(container, delegate, url: url, reason: .terminatedByClient)
            XCTAssertFalse(container.engineView === dead)
            XCTAssertEqual(pool.statistics.recoveries, 1)
            // The dead view's lease ends once the app has had its first steps after the recovery.
            try await eventually("the dead view's lease ended, the container still a lease") { pool.leasedCount == 1 }
            try await eventually("the page's scroll restoration is its own again") {
                try await container.evaluateJavaScript("history.scrollRestoration") == "auto"
            }
            container.close()
            XCTAssertEqual(pool.leasedCount, 0)
        }
    }

    func test_windowShowingARecoveredPage_showsTheNewView() throws {
        try EngineHarness.run { engine, server in
            let delegate = RecoveryDelegate()
            let container = try Self.keepingAWarmView(engine, delegate: delegate)
            let window = try HybridWindow(container: container, width: 400, height: 400)
            defer { window.close() }
            window.show()
            let url = try await Self.openWithHistory(container, server, path: "/warm/window")
            let dead = try XCTUnwrap(container.engineView as? GTKWebView)
            try container.engineView.terminateWebProcess()
            try await RecoveryTests.assertRecovered(container, delegate, url: url, reason: .terminatedByClient)
            let shown = try XCTUnwrap(container.engineView as? GTKWebView)
            XCTAssertFalse(shown === dead)
            XCTAssertTrue(window.view === shown)
            XCTAssertTrue(gtk_stack_get_visible_child(hk_stack(window.widgets.stack)) == shown.widget, "the new view is on screen")
            try await eventually("the dead view closed") { dead.isClosed }
        }
    }

    func test_withoutAWarmView_theContainerReloadsInPlace() throws {
        try EngineHarness.run { engine, server in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let delegate = RecoveryDelegate()
            container.delegate = delegate
            let url = try await RecoveryTests.openScrolled(container, server, path: "/warm/none")
            let view = container.engineView
            XCTAssertFalse(container.hasWarmView)
            try container.engineView.terminateWebProcess()
            try await RecoveryTests.assertRecovered(container, delegate, url: url, reason: .terminatedByClient)
            XCTAssertTrue(container.engineView === view)
        }
    }

    /// HTML the app gave has no URL to fetch again, and WebKit does not keep it past the process: recovery gives it again.
    func test_htmlTheAppGave_comesBackAfterADeath_inTheViewItWasGivenTo() throws {
        try EngineHarness.run { engine, _ in
            let delegate = RecoveryDelegate()
            let container = try Self.keepingAWarmView(engine, delegate: delegate)
            defer { container.close() }
            try await container.loadHTML("<title>given</title><p>given</p>")
            try await eventually("a warm view kept for recovery") { container.hasWarmView }
            let view = container.engineView
            try container.engineView.terminateWebProcess()
            try await eventually("terminated") { delegate.terminations.count == 1 }
            try await eventually("the given HTML is back") { (try? await container.evaluateJavaScript("document.title")) == "given" }
            XCTAssertTrue(container.engineView === view)
        }
    }

    /// The one-load scroll script leaves the view on a later turn, so a load may start while it is
    /// still there: it scrolls the recovered page's document and no other.
    func test_scrollReturnScript_scrollsOnlyTheRecoveredPagesDocument() throws {
        try EngineHarness.run { engine, server in
            let container = try WebContainer(engine: engine)
            defer { container.close() }
            await server.serve(html: RecoveryTests.tallPage, at: "/warm/guard")
            let recovered = server.url("/warm/guard?item=42")
            try container.engineView.addUserScript(ContainerScripts.scrollReturn(x: 0, y: 700, url: recovered))
            try await container.load(server.url("/warm/guard?item=43"))
            let other = try await container.evaluateJavaScript("window.scrollY")
            XCTAssertEqual(other, 0, "another document is left where it is")
            try await container.load(recovered)
            try await eventually("the recovered document scrolled back") {
                (try? await container.evaluateJavaScript("window.scrollY")) == 700
            }
        }
    }
}
