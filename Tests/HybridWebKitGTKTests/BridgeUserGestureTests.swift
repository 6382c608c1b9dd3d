import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// Native → page deliveries hand the page no user activation: WebKit runs
/// evaluated script as a gesture, so deliveries ride on replies instead. The
/// pages report what they saw through the bridge (page → native), because any
/// evaluation the test made would itself activate them.
final class BridgeUserGestureTests: XCTestCase {
    func test_untouchedPage_isNeverActivated_byThreeSecondsOfBridgeTraffic() throws {
        try EngineHarness.run { engine, server in
            let html = """
                <title>quiet</title><p>nobody touches this page</p>
                <script>
                hybrid.register('h5.probe', () => ({ isActive: navigator.userActivation.isActive }));
                hybrid.on('tick', () => {});
                setTimeout(() => hybrid.call('report', { via: 'idle', hasBeenActive: navigator.userActivation.hasBeenActive }), 3000);
                </script>
                """
            let reports = ActivationReports()
            let timings = PageTimingsRecorder()
            let container = try await BridgePage.open(engine, server, html: html) { container in
                container.delegate = timings
                reports.install(on: container)
            }
            defer { container.close() }
            var calls = 0
            while reports.seen("idle") == nil {
                try await container.bridge.emit("tick", calls)
                let answer: JSONValue = try await container.bridge.call("h5.probe", calls)
                XCTAssertEqual(answer["isActive"], false)
                calls += 1
                if calls % 20 == 0 { _ = await container.probeBlankPage() }
                try await Task.sleep(for: .milliseconds(20))  // paces the traffic over the page's three seconds
            }
            XCTAssertGreaterThan(calls, 50)
            XCTAssertEqual(reports.seen("idle")?["hasBeenActive"], false)
            XCTAssertNotNil(timings.measured, "the container's own timing task ran meanwhile")
        }
    }

    func test_handlersRunByEmitCallAndWVJB_seeNoActivation_andTheirTelNavigationIsNoGesture() throws {
        try EngineHarness.run { engine, server in
            let html = """
                <script>
                function report(via) {
                  hybrid.call('report', { via: via, isActive: navigator.userActivation.isActive,
                                          hasBeenActive: navigator.userActivation.hasBeenActive });
                  location.href = 'tel:' + via;
                }
                hybrid.on('h5.emit', () => report('100'));
                hybrid.register('h5.call', () => { report('200'); return true; });
                function setupWebViewJavascriptBridge(callback) {
                  if (window.WebViewJavascriptBridge) { return callback(WebViewJavascriptBridge); }
                  if (window.WVJBCallbacks) { return window.WVJBCallbacks.push(callback); }
                  window.WVJBCallbacks = [callback];
                  var frame = document.createElement('iframe');
                  frame.style.display = 'none';
                  frame.src = 'https://__bridge_loaded__';
                  document.documentElement.appendChild(frame);
                  setTimeout(function () { document.documentElement.removeChild(frame); }, 0);
                }
                setupWebViewJavascriptBridge(function (bridge) {
                  bridge.registerHandler('h5.wvjb', function (data, respond) { report('300'); respond(true); });
                });
                </script>
                """
            let reports = ActivationReports()
            let gestures = TelGestureRecorder()
            let container = try await BridgePage.open(engine, server, html: html) { container in
                reports.install(on: container)
                container.configuration.navigationPolicy.append(gestures)
            }
            defer { container.close() }
            // One at a time: a page's next navigation may supersede a tel: one still waiting for its decision.
            try await container.bridge.emit("h5.emit", true)
            try await eventually("the emit handler's tel: navigation") { gestures.seen["tel:100"] != nil }
            let called: Bool = try await container.bridge.call("h5.call", true)
            XCTAssertTrue(called)
            try await eventually("the call handler's tel: navigation") { gestures.seen["tel:200"] != nil }
            let answered: Bool = try await container.bridge.webViewJavascriptBridge.callHandler("h5.wvjb", data: true)
            XCTAssertTrue(answered)
            try await eventually("three reports and three tel: navigations") { reports.count == 3 && gestures.seen.count == 3 }
            for via in ["100", "200", "300"] {
                XCTAssertEqual(reports.seen(via)?["isActive"], false, "handler \(via)")
                XCTAssertEqual(reports.seen(via)?["hasBeenActive"], false, "handler \(via)")
                XCTAssertEqual(gestures.seen["tel:\(via)"], false, "the tel: navigation of handler \(via)")
            }
        }
    }

    func test_pooledAndPrerenderedPages_areNotActivated_byTheWarmUpOrTheReveal() throws {
        try EngineHarness.run { engine, server in
            let html = """
                <title>quiet</title><p>nobody touches this page either</p>
                <script>
                hybrid.on('tick', () => {});
                setTimeout(() => hybrid.call('report', { via: location.search.slice(1), hasBeenActive: navigator.userActivation.hasBeenActive }), 1500);
                </script>
                """
            await server.serve(html: html, at: "/quiet")
            let pool = PoolHarness.pool(engine)
            await pool.prewarm(1)
            let reports = ActivationReports()
            let leased = try await pool.lease()
            defer { leased.close() }
            reports.install(on: leased)
            try await leased.load(server.url("/quiet?pooled"))
            try await pool.prerender(server.url("/quiet?prerendered"))
            let revealed = try await pool.lease(for: server.url("/quiet?prerendered"))
            defer { revealed.close() }
            reports.install(on: revealed)
            try await eventually("both pages reported") { reports.count == 2 }
            XCTAssertEqual(reports.seen("pooled")?["hasBeenActive"], false, "a page in a warmed-up, leased view")
            XCTAssertEqual(reports.seen("prerendered")?["hasBeenActive"], false, "a prerendered page shown by its lease")
        }
    }

    func test_appScriptWithoutUserGesture_runsInThePageWithArguments_andActivatesNothing_unlikeCallAsyncJavaScript() throws {
        try EngineHarness.run { engine, server in
            let html = "<script>window.base = 40;</script><p>page</p>"
            let container = try await BridgePage.open(engine, server, html: html)
            defer { container.close() }
            let quiet = try await container.callAsyncJavaScriptWithoutUserGesture("""
                await new Promise(r => setTimeout(r, 10));
                return { sum: window.base + a + b, isActive: navigator.userActivation.isActive,
                         hasBeenActive: navigator.userActivation.hasBeenActive };
                """, arguments: ["a": 1, "b": 1])
            XCTAssertEqual(quiet, ["sum": 42, "isActive": false, "hasBeenActive": false])
            do {
                _ = try await container.callAsyncJavaScriptWithoutUserGesture("throw new TypeError('nope')")
                XCTFail("the script's exception must reach the app")
            } catch let error as BridgeError {
                XCTAssertEqual(error, .javaScriptException("nope"))
            }
            let loud = try await container.callAsyncJavaScript("return navigator.userActivation.isActive")
            XCTAssertEqual(loud, true, "callAsyncJavaScript is WebKit's: it runs as a gesture, as documented")
        }
    }

    func test_realClick_stillCountsAsAGesture() throws {
        try EngineHarness.run { engine, server in
            let html = """
                <button id=dial style='position:absolute;left:0;top:0;width:300px;height:300px'
                  onclick="location.href = 'tel:400'">dial</button>
                """
            let gestures = TelGestureRecorder()
            let container = try await BridgePage.open(engine, server, html: html) { container in
                container.configuration.navigationPolicy.append(gestures)
            }
            defer { container.close() }
            try (container.engineView as! GTKWebView).simulateClick(x: 50, y: 50)
            try await eventually("the click's tel: navigation") { gestures.seen["tel:400"] != nil }
            XCTAssertEqual(gestures.seen["tel:400"], true)
        }
    }
}

/// What the page reported through the `report` handler, by its `via`.
@MainActor
private final class ActivationReports {
    private var reports: [String: JSONValue] = [:]
    var count: Int { reports.count }

    func seen(_ via: String) -> JSONValue? { reports[via] }

    func install(on container: WebContainer) {
        container.bridge.register("report") { [unowned self] (params: JSONValue, _) in
            if let via = params["via"]?.stringValue { reports[via] = params }
            return true
        }
    }
}

/// Refuses `tel:` navigations and records whether each was a user gesture.
@MainActor
private final class TelGestureRecorder: NavigationHandler {
    var seen: [String: Bool] = [:]

    func decide(_ action: NavigationAction, in container: WebContainer) async -> NavigationPolicy? {
        guard let url = action.request.url, url.scheme == "tel" else { return nil }
        seen[url.absoluteString] = action.isUserGesture
        return .cancel
    }
}

/// Receives the container's page timings, which it measures on its own account.
@MainActor
private final class PageTimingsRecorder: WebContainerDelegate {
    var measured: PageTimings?
    func container(_ container: WebContainer, didMeasure timings: PageTimings) { measured = timings }
}
