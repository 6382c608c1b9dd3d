import Foundation
@testable import HybridCore
@testable import HybridCookies
import HybridTestServer
@testable import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// Pages loaded ahead of time in hidden pooled views, handed out already rendered.
final class PrerenderTests: XCTestCase {
    static let page = """
        <title>next</title><style>html,body{margin:0;height:100%;background:#ff0000}</style>
        <script>
        window.states = [document.visibilityState];
        document.addEventListener('visibilitychange', () => states.push(document.visibilityState));
        window.heard = []; hybrid.on('container.visible', () => heard.push('visible'));
        hybrid.on('container.route', e => heard.push('route ' + e.route));
        </script>
        """

    func test_prerenderedPage_isHiddenUntilLeased_andItsFirstFrameIsThePage() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: Self.page, at: "/next")
            let pool = WebViewPool(engine: engine)
            try await pool.prerender(server.url("/next"))
            XCTAssertEqual(pool.prerenderedURLs, [server.url("/next")])
            let container = try await pool.lease(for: server.url("/next"))
            defer { container.close() }
            XCTAssertEqual(pool.statistics.prerenderedLeases, 1)
            XCTAssertEqual(container.url, server.url("/next"))
            XCTAssertFalse(container.isPrerendered)
            let samples = try await container.engineView.sampleSnapshot(columns: 3, rows: 3)
            XCTAssertEqual(Set(samples), [0xFF0000], "the first frame after the lease is the page, painted")
            try await eventually("visible") {
                try await container.evaluateJavaScript("states.join() + '|' + heard.join()") == "hidden,visible|visible"
            }
            let requests = await server.requests(to: "/next")
            XCTAssertEqual(requests.count, 1, "the lease loaded nothing")
        }
    }

    func test_cookieChangedAfterPrerender_discardsIt_andTheLeaseLoadsWithTheNewCookie() throws {
        try EngineHarness.run { engine, server in
            await server.route("/who") { request in .html("<title>\(request.headers["cookie"] ?? "none")</title>") }
            let pool = WebViewPool(engine: engine)
            try await pool.prerender(server.url("/who"))
            let cookie = Cookie(name: "user", value: "ann", domain: "127.0.0.1")
            try await engine.cookieStore.setCookie(cookie)
            let container = try await pool.lease(for: server.url("/who"))
            defer {
                container.close()
                Task { try? await engine.cookieStore.deleteCookie(cookie) }
            }
            XCTAssertEqual(pool.statistics.prerenderedLeases, 0)
            XCTAssertEqual(pool.statistics.prerendersDiscarded, 1)
            // Other tests' cookies for this host may ride along; this one must be there.
            try await eventually("fresh page with the cookie") { container.title?.contains("user=ann") == true }
        }
    }

    func test_expiredPrerender_isNotUsed() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>stale</title>", at: "/stale")
            let pool = WebViewPool(engine: engine)
            try await pool.prerender(server.url("/stale"), expiresAfter: .milliseconds(50))
            try await Task.sleep(for: .milliseconds(120))  // past the prerender's expiry
            let container = try await pool.lease(for: server.url("/stale"))
            defer { container.close() }
            XCTAssertEqual(pool.statistics.prerenderedLeases, 0)
            XCTAssertEqual(pool.statistics.prerendersDiscarded, 1)
            let requests = await server.requests(to: "/stale")
            XCTAssertEqual(requests.count, 2)
        }
    }

    func test_hiddenPage_dialogsWindowsAndTopNavigation_areRefusedAndRecorded() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>quiet</title>", at: "/quiet")
            let pool = WebViewPool(engine: engine)
            let delegate = DialogCounter()
            var configuration = ContainerConfiguration()
            configuration.delegate = delegate
            try await pool.prerender(server.url("/quiet"), configuration: configuration)
            let hidden = try XCTUnwrap(pool.prerendered.values.first?.container)
            _ = try await hidden.evaluateJavaScript("alert('hello'); window.open('/popup'); location.href = '/prerender-elsewhere'; 1")
            try await eventually("all three refused") { hidden.actionsRefusedWhileHidden.count == 3 }
            XCTAssertEqual(delegate.dialogs, 0, "the app was not asked to show a dialog nobody sees")
            XCTAssertEqual(hidden.state.url, server.url("/quiet"))
            let kinds = hidden.actionsRefusedWhileHidden.map { action -> String in
                switch action {
                case .dialog: "dialog"
                case .navigation: "navigation"
                case .newWindow: "newWindow"
                case .externalOpen: "external"
                case .certificateQuestion: "certificate"
                }
            }
            XCTAssertEqual(Set(kinds), ["dialog", "navigation", "newWindow"])
            let shown = try await pool.lease(for: server.url("/quiet"))
            defer { shown.close() }
            XCTAssertTrue(shown === hidden)
            XCTAssertEqual(shown.actionsRefusedWhileHidden.count, 3, "still readable after the lease")
            // A path of this test's own: other tests load /elsewhere on the shared server.
            let elsewhere = await server.requests(to: "/prerender-elsewhere")
            XCTAssertEqual(elsewhere.count, 0)
        }
    }

    func test_singlePageShell_leasedForAnotherRoute_isToldTheRoute_withoutLoading() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: Self.page, at: "/shell")
            let pool = WebViewPool(engine: engine)
            try await pool.prerender(try XCTUnwrap(URL(string: server.url("/shell").absoluteString + "#/home")))
            let cart = try XCTUnwrap(URL(string: server.url("/shell").absoluteString + "#/cart"))
            let container = try await pool.lease(for: cart)
            defer { container.close() }
            XCTAssertEqual(pool.statistics.prerenderedLeases, 1)
            try await eventually("route heard") { try await container.evaluateJavaScript("heard.slice().sort().join()") == "route /cart,visible" }
            let requests = await server.requests(to: "/shell")
            XCTAssertEqual(requests.count, 1)
        }
    }

    func test_prerender_droppedWhenItsProcessDies_andOnMemoryPressure() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>a</title>", at: "/dies")
            await server.serve(html: "<title>b</title>", at: "/pressure")
            let pool = WebViewPool(engine: engine, maximumIdle: 2)
            try await pool.prerender(server.url("/dies"))
            try await pool.prerender(server.url("/pressure"))
            XCTAssertEqual(pool.prerenderedURLs.count, 2)
            try pool.prerendered[PrerenderedPage.key(server.url("/dies"), profile: .default)!]?.container.engineView.terminateWebProcess()
            try await eventually("dead prerender dropped") { pool.prerenderedURLs == [server.url("/pressure")] }
            pool.handleMemoryPressure()
            XCTAssertEqual(pool.prerenderedURLs, [])
        }
    }
}

@MainActor
private final class DialogCounter: WebContainerDelegate {
    var dialogs = 0
    func container(_ container: WebContainer, runScriptDialog dialog: ScriptDialog) async -> ScriptDialog.Result {
        dialogs += 1
        return .dismissal(for: dialog.kind)
    }
}
