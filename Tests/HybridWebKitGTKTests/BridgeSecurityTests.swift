import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// Origin and frame checks against a cross-origin iframe served from the
/// second loopback origin (127.0.0.2: another origin and another site).
final class BridgeSecurityTests: XCTestCase {
    /// The iframe tries every way it has to reach handlers and reports back to the parent.
    private static let attackerFrame = """
        <script>
        (async () => {
          const out = {};
          const attempt = async (label, fn) => {
            try { out[label] = {ok: await fn()}; } catch (e) { out[label] = {code: typeof e.code === 'string' ? e.code : e.name}; }
          };
          await attempt('mainFrameOnly', () => hybrid.call('account.token'));
          await attempt('mainOriginOnly', () => hybrid.call('profile.read'));
          await attempt('openToFrames', () => hybrid.call('frames.ping'));
          await attempt('forgedOriginField', () => new Promise((resolve, reject) => {
            addEventListener('hybridkit:reply', e => {
              const r = JSON.parse(e.detail);
              if (r.id === 999) r.error ? reject(r.error) : resolve(r.result);
            });
            dispatchEvent(new CustomEvent('hybridkit:post', {detail: JSON.stringify(
              {t: 'call', id: 999, name: 'profile.read', origin: new URL(document.referrer).origin, frame: 'main', isMainFrame: true})}));
          }));
          await attempt('parentDispatch', () => {
            parent.dispatchEvent(new CustomEvent('hybridkit:post', {detail: '{"t":"call","id":5,"name":"account.token"}'}));
            return 'dispatched';
          });
          out.handlerVisible = typeof (window.webkit && window.webkit.messageHandlers && window.webkit.messageHandlers.hybridkit);
          parent.postMessage(JSON.stringify(out), '*');
        })();
        </script>
        """

    func test_crossOriginIframe_cannotCallMainFrameHandler_norPassAsAnotherOrigin() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: Self.attackerFrame, at: "/attacker-frame")
            let parent = """
                <script>window.frameReport = null; addEventListener('message', e => { window.frameReport = JSON.parse(e.data); });</script>
                <iframe src="\(server.secondURL("/attacker-frame").absoluteString)"></iframe>
                """
            var tokenCalls = 0
            var recorder: BridgeRecorder?
            let mainOrigin = try XCTUnwrap(BridgeOrigin(url: server.origin))
            let container = try await BridgePage.open(engine, server, html: parent, path: "/victim") { container in
                let bridge = container.bridge
                recorder = BridgeRecorder(bridge)
                bridge.register("account.token") { (_: JSONValue) -> String in
                    tokenCalls += 1
                    return "secret"
                }
                bridge.register("profile.read", options: BridgeHandlerOptions(allowedOrigins: .only([mainOrigin]), mainFrameOnly: false)) {
                    (_: JSONValue) in "profile"
                }
                bridge.register("frames.ping", options: BridgeHandlerOptions(allowedOrigins: .any, mainFrameOnly: false)) {
                    (_: JSONValue, context: BridgeCallContext) in context.source.origin
                }
            }
            defer { container.close() }
            try await eventually("iframe reported") { try await container.evaluateJavaScript("window.frameReport !== null") == true }
            let report = try await container.evaluateJavaScript("window.frameReport")
            let attackerOrigin = server.secondOrigin.absoluteString.trimmingCharacters(in: ["/"])
            XCTAssertEqual(report["mainFrameOnly"], ["code": "frame_not_allowed"])
            XCTAssertEqual(report["mainOriginOnly"], ["code": "origin_not_allowed"])
            XCTAssertEqual(report["forgedOriginField"], ["code": "origin_not_allowed"])
            XCTAssertEqual(report["parentDispatch"], ["code": "SecurityError"])
            XCTAssertEqual(report["handlerVisible"], "undefined")
            // The positive control: the same frame is heard, under its own origin.
            XCTAssertEqual(report["openToFrames"], ["ok": .string(attackerOrigin)])
            XCTAssertEqual(tokenCalls, 0)
            let fromFrame = try XCTUnwrap(recorder).records.filter { $0.source?.isMainFrame == false }
            XCTAssertEqual(fromFrame.count, 4)
            XCTAssertTrue(fromFrame.allSatisfy { $0.source?.origin == attackerOrigin })
            // The main frame itself still gets the main-frame-only handler.
            let own = try await BridgePage.call(container, "account.token")
            XCTAssertEqual(own, ["ok": "secret"])
        }
    }

    func test_pageWorld_cannotSeeTheNativeMessageHandler() throws {
        try EngineHarness.run { engine, server in
            let container = try await BridgePage.open(engine, server)
            defer { container.close() }
            let visible = try await container.evaluateJavaScript(
                "typeof (window.webkit && window.webkit.messageHandlers && window.webkit.messageHandlers.hybridkit)")
            XCTAssertEqual(visible, "undefined")
        }
    }

    func test_originPolicy_comparesSchemeHostAndPortExactly() throws {
        try EngineHarness.run { engine, server in
            let port = try XCTUnwrap(server.origin.port)
            let container = try await BridgePage.open(engine, server) { container in
                let wrongPort = try BridgeOriginPolicy.origins("http://127.0.0.1:\(port + 1)")
                let wrongScheme = try BridgeOriginPolicy.origins("https://127.0.0.1:\(port)")
                let wrongHost = try BridgeOriginPolicy.origins("http://localhost:\(port)")
                let exact = try BridgeOriginPolicy.origins("http://127.0.0.1:\(port)")
                for (name, policy) in [("wrongPort", wrongPort), ("wrongScheme", wrongScheme), ("wrongHost", wrongHost), ("exact", exact)] {
                    container.bridge.register(name, options: BridgeHandlerOptions(allowedOrigins: policy)) { (_: JSONValue) in name }
                }
            }
            defer { container.close() }
            for name in ["wrongPort", "wrongScheme", "wrongHost"] {
                let answer = try await BridgePage.call(container, name)
                XCTAssertEqual(answer["code"], "origin_not_allowed", name)
            }
            let exact = try await BridgePage.call(container, "exact")
            XCTAssertEqual(exact, ["ok": "exact"])
        }
    }
}
