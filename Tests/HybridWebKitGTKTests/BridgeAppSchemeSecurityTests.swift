import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// App-scheme navigations (`jxaction://…?callback=fn`) carry no sender in
/// WebKitGTK; they must never run, or call back, as a document that did not send them.
final class BridgeAppSchemeSecurityTests: XCTestCase {
    func test_crossOriginIframe_appSchemeCallback_neverRunsInMainFrame() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<script>location.href = 'jxaction://pay?callback=someGlobal';</script>", at: "/scheme/attacker")
            let mainScript = "<script>window.calls = []; window.someGlobal = r => calls.push(r);</script>"
            let victim = mainScript + "<iframe src=\"\(server.secondURL("/scheme/attacker").absoluteString)\"></iframe>"
            var recorder: BridgeRecorder?
            var payments: [String] = []
            let container = try await BridgePage.open(engine, server, html: victim, path: "/scheme/victim") { container in
                recorder = BridgeRecorder(container.bridge)
                container.bridge.routeURLScheme("jxaction")
                // The most permissive handler there is: it must still not hear the frame.
                let options = BridgeHandlerOptions(allowedOrigins: .any, acceptsURLScheme: true)
                container.bridge.register("pay", options: options) { (_: JSONValue, context: BridgeCallContext) -> String in
                    payments.append(context.source.origin)
                    return "paid"
                }
            }
            defer { container.close() }
            try await eventually("the frame's message handled") { recorder?.invalid.isEmpty == false || !payments.isEmpty }
            XCTAssertEqual(recorder?.invalid.map(\.code), ["sender_unknown"])
            XCTAssertEqual(payments, [])
            // A refused message has no callback to deliver: nothing can still arrive.
            let calls = try await container.evaluateJavaScript("calls")
            XCTAssertEqual(calls, [])
            // The legitimate call: the main document of a page without foreign frames.
            await server.serve(html: mainScript, at: "/scheme/clean")
            try await navigatePage(container, to: server.url("/scheme/clean"))
            _ = try await container.evaluateJavaScript("location.href = 'jxaction://pay?callback=someGlobal'; 1")
            try await eventually("callback called") { try await container.evaluateJavaScript("calls.length") == 1 }
            let called = try await container.evaluateJavaScript("calls")
            XCTAssertEqual(called, ["paid"])
            XCTAssertEqual(payments, [serializedOrigin(server.origin)])
        }
    }

    func test_appSchemeMessage_fromOldDocumentWhileRedirectingToTrustedOrigin_doesNotRunAsTrustedOrigin() throws {
        try EngineHarness.run { engine, server in
            let callbackScript = "<script>window.calls = []; function done(r) { calls.push(r); }</script>"
            await server.route("/race/slow-a") { _ in
                var response = TestResponse.html(callbackScript + "<title>A</title>")
                response.delay = .milliseconds(1500)
                return response
            }
            let slowA = server.url("/race/slow-a")
            // Origin B starts a main-frame navigation that redirects to the trusted
            // origin A, then sends an app-scheme message from its still-live document.
            let attacker = callbackScript + """
                <script>
                window.attack = target => {
                  location.href = '/redirect?to=' + encodeURIComponent(target);
                  setTimeout(() => {
                    const frame = document.createElement('iframe');
                    frame.src = 'jxaction://pay?callback=done';
                    document.body.appendChild(frame);
                  }, 300);
                };
                </script>
                """
            await server.serve(html: attacker, at: "/race/b")
            var recorder: BridgeRecorder?
            var payments: [String] = []
            let container = try await BridgePage.open(engine, server, path: "/race/start") { container in
                recorder = BridgeRecorder(container.bridge)
                container.bridge.routeURLScheme("jxaction")
                container.bridge.register("pay", options: BridgeHandlerOptions(acceptsURLScheme: true)) {
                    (_: JSONValue, context: BridgeCallContext) -> String in
                    payments.append(context.source.origin)
                    return "paid"
                }
            }
            defer { container.close() }
            try await navigatePage(container, to: server.secondURL("/race/b"))
            try await BridgePage.run(container, "attack(slowA)", ["slowA": .string(slowA.absoluteString)])
            try await eventually("the old document's message handled") { recorder?.invalid.isEmpty == false || !payments.isEmpty }
            XCTAssertEqual(recorder?.invalid.map(\.code), ["sender_unknown"])
            XCTAssertEqual(payments, [])
            // The legitimate call: once A has committed, A's own message runs as A.
            try await eventually("A committed and connected", limit: .seconds(15)) {
                container.url == slowA && !container.isLoading && container.bridge.isPageReady
            }
            _ = try await container.evaluateJavaScript("location.href = 'jxaction://pay?callback=done'; 1")
            try await eventually("callback called") { try await container.evaluateJavaScript("calls.length") == 1 }
            let calls = try await container.evaluateJavaScript("calls")
            XCTAssertEqual(calls, ["paid"])
            XCTAssertEqual(payments, [serializedOrigin(server.origin)])
        }
    }
}
