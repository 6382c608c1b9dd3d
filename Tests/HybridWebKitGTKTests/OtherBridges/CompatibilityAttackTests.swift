import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import XCTest

/// Each compatibility entry point is a way into the bridge, so each is refused
/// to a cross-origin iframe like any other foreign caller: its own runtime
/// stamps its own origin, and the parent's objects are out of its reach.
final class CompatibilityAttackTests: XCTestCase {
    /// A frame of another origin that tries every entry point and reports to its parent.
    private static let attackerFrame = """
        <script>
        var report = {};
        function settle(key, promise) {
          return Promise.resolve(promise).then(function (r) { report[key] = {ok: r}; },
            function (e) { report[key] = {code: e.code || e.name}; });
        }
        function reach(key, fn) { try { fn(); report[key] = 'reached'; } catch (e) { report[key] = {code: e.name}; } }
        window.onload = function () {
          reach('parentShim', function () { parent.webkit.messageHandlers.clientCallback.postMessage('steal'); });
          reach('parentObject', function () { parent.app.token(); });
          reach('parentWVJB', function () { parent.WebViewJavascriptBridge.callHandler('clientCallback', 'steal'); });
          WebViewJavascriptBridge.callHandler('clientCallback', 'steal', function () { report.wvjbAnswered = true; });
          Promise.all([
            settle('ownShim', window.webkit.messageHandlers.clientCallback.postMessage('steal')),
            settle('ownObject', app.token())
          ]).then(function () { parent.postMessage(JSON.stringify(report), '*'); });
        };
        </script>
        """

    func test_crossOriginIframe_cannotUseMessageHandlersShim_norInjectedObject_norWVJB() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: Self.attackerFrame, at: "/compat-attacker")
            let parent = """
                <script>window.frameReport = null; addEventListener('message', e => { window.frameReport = JSON.parse(e.data); });</script>
                <iframe src="\(server.secondURL("/compat-attacker").absoluteString)"></iframe>
                """
            var handlerRuns = 0
            var recorder: BridgeRecorder?
            let container = try await BridgePage.open(engine, server, html: parent, path: "/compat-victim") { container in
                let bridge = container.bridge
                recorder = BridgeRecorder(bridge)
                bridge.exposeMessageHandler("clientCallback")
                bridge.exposeNamespace("app", methods: ["token": BridgeNamespaceMethod()])
                // Open to frames, so only the origin check stands between the frame and the handler.
                bridge.register("clientCallback", options: BridgeHandlerOptions(mainFrameOnly: false)) { (_: JSONValue) -> String in
                    handlerRuns += 1
                    return "secret"
                }
                bridge.register("app.token") { (_: JSONValue) -> String in
                    handlerRuns += 1
                    return "secret"
                }
            }
            defer { container.close() }
            try await eventually("iframe reported") { try await container.evaluateJavaScript("window.frameReport !== null") == true }
            let report = try await container.evaluateJavaScript("window.frameReport")
            XCTAssertEqual(report["parentShim"], ["code": "SecurityError"])
            XCTAssertEqual(report["parentObject"], ["code": "SecurityError"])
            XCTAssertEqual(report["parentWVJB"], ["code": "SecurityError"])
            XCTAssertEqual(report["ownShim"], ["code": "origin_not_allowed"])
            XCTAssertEqual(report["ownObject"], ["code": "frame_not_allowed"])
            try await eventually("the frame's WVJB call refused") { recorder?.records.count == 3 }
            XCTAssertEqual(handlerRuns, 0)
            let records = try XCTUnwrap(recorder).records
            let attackerOrigin = serializedOrigin(server.secondOrigin)
            XCTAssertTrue(records.allSatisfy { $0.source?.origin == attackerOrigin && $0.source?.frame == .subframe }, "\(records)")
            XCTAssertEqual(Set(records.compactMap { $0.source?.transport }), [.pageMessageHandler, .namespace, .webViewJavascriptBridge])
            XCTAssertEqual(Set(records.compactMap { $0.outcome.failureCode }), ["origin_not_allowed", "frame_not_allowed"])
            let answered = try await container.evaluateJavaScript("window.frameReport.wvjbAnswered === undefined")
            XCTAssertEqual(answered, true)
        }
    }
}
