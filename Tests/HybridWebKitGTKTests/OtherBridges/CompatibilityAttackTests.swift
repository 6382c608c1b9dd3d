import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// Each compatibility entry point is a way into the bridge, so each is refused
/// to a cross-origin iframe like any other foreign caller: its own runtime
/// stamps its own origin and frame, and the parent's objects are out of its reach.
final class CompatibilityAttackTests: XCTestCase {
    /// What a cross-origin frame saw, what native recorded, and how often a handler ran.
    private struct Attack {
        var report: JSONValue
        var records: [Bridge.CallRecord]
        var handlerRuns: Int
    }

    /// Loads a page whose cross-origin iframe runs `attempts` at its onload (each
    /// sets `report[key]`, then `done()`), with a `secret` handler behind every style.
    @MainActor
    private static func attack(_ engine: GTKEngine, _ server: TestServer, name: String, attempts: String,
                               expectedRecords: Int) async throws -> Attack {
        await server.serve(html: """
            <script>
            var report = {};
            function settle(key, promise) {
              return Promise.resolve(promise).then(function (r) { report[key] = {ok: r}; },
                function (e) { report[key] = {code: e.code || e.name}; });
            }
            function reach(key, fn) { try { fn(); report[key] = 'reached'; } catch (e) { report[key] = {code: e.name}; } }
            function done() { parent.postMessage(JSON.stringify(report), '*'); }
            window.onload = function () { \(attempts) };
            </script>
            """, at: "/attacker-\(name)")
        let parent = """
            <script>window.frameReport = null; addEventListener('message', e => { window.frameReport = JSON.parse(e.data); });</script>
            <iframe src="\(server.secondURL("/attacker-\(name)").absoluteString)"></iframe>
            """
        var handlerRuns = 0
        var recorder: BridgeRecorder?
        let container = try await BridgePage.open(engine, server, html: parent, path: "/victim-\(name)") { container in
            let bridge = container.bridge
            recorder = BridgeRecorder(bridge)
            bridge.exposeMessageHandler("clientCallback", handler: "secret")
            bridge.exposeNamespace("app", methods: ["token": Bridge.NamespaceMethod(handler: "secret")])
            // Open to frames, so only the origin check stands between the frame and the handler.
            bridge.register("secret", options: BridgeHandlerOptions(mainFrameOnly: false)) { (_: JSONValue) -> String in
                handlerRuns += 1
                return "secret"
            }
        }
        defer { container.close() }
        try await eventually("iframe reported") { try await container.evaluateJavaScript("window.frameReport !== null") == true }
        try await eventually("\(expectedRecords) refusals recorded") { recorder?.records.count == expectedRecords }
        return Attack(report: try await container.evaluateJavaScript("window.frameReport"), records: recorder?.records ?? [],
                      handlerRuns: handlerRuns)
    }

    private static func assertRefusedAsForeignFrame(_ attack: Attack, via transport: BridgeMessageSource.Transport, origin: String,
                                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(attack.handlerRuns, 0, file: file, line: line)
        XCTAssertFalse(attack.records.isEmpty, file: file, line: line)
        for record in attack.records {
            XCTAssertEqual(record.source, BridgeMessageSource(origin: origin, isMainFrame: false, transport: transport), file: file, line: line)
            XCTAssertEqual(record.outcome.failureCode, "origin_not_allowed", file: file, line: line)
        }
    }

    func test_crossOriginIframe_cannotUseMessageHandlersShim() throws {
        try EngineHarness.run { engine, server in
            let attack = try await Self.attack(engine, server, name: "shim", attempts: """
                reach('parent', function () { parent.webkit.messageHandlers.clientCallback.postMessage('steal'); });
                settle('own', window.webkit.messageHandlers.clientCallback.postMessage('steal')).then(done);
                """, expectedRecords: 1)
            XCTAssertEqual(attack.report["parent"], ["code": "SecurityError"])
            XCTAssertEqual(attack.report["own"], ["code": "origin_not_allowed"])
            Self.assertRefusedAsForeignFrame(attack, via: .pageMessageHandler, origin: serializedOrigin(server.secondOrigin))
        }
    }

    func test_crossOriginIframe_cannotUseInjectedObject() throws {
        try EngineHarness.run { engine, server in
            let attack = try await Self.attack(engine, server, name: "object", attempts: """
                reach('parent', function () { parent.app.token(); });
                settle('own', app.token()).then(done);
                """, expectedRecords: 1)
            XCTAssertEqual(attack.report["parent"], ["code": "SecurityError"])
            XCTAssertEqual(attack.report["own"], ["code": "origin_not_allowed"])
            Self.assertRefusedAsForeignFrame(attack, via: .namespace, origin: serializedOrigin(server.secondOrigin))
        }
    }

    func test_crossOriginIframe_cannotUseWebViewJavascriptBridge_norWKWebViewJavascriptBridge() throws {
        try EngineHarness.run { engine, server in
            let attack = try await Self.attack(engine, server, name: "wvjb", attempts: """
                reach('parent', function () { parent.WebViewJavascriptBridge.callHandler('secret', 'steal'); });
                WebViewJavascriptBridge.callHandler('secret', 'steal', function () { report.answered = true; });
                window.WKWVJBCallbacks = [function (bridge) {
                  bridge.callHandler('secret', 'steal', function () { report.answered = true; });
                  setTimeout(done, 300);
                }];
                window.webkit.messageHandlers.iOS_Native_InjectJavascript.postMessage(null);
                """, expectedRecords: 2)
            XCTAssertEqual(attack.report["parent"], ["code": "SecurityError"])
            XCTAssertNil(attack.report["answered"], "a refused WVJB call calls no callback")
            Self.assertRefusedAsForeignFrame(attack, via: .webViewJavascriptBridge, origin: serializedOrigin(server.secondOrigin))
        }
    }
}
