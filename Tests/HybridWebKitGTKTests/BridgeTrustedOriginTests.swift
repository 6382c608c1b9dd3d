import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// The safe default: handlers answer, and native calls and events reach, only
/// the origins the app itself loaded, not a site the page navigates to.
final class BridgeTrustedOriginTests: XCTestCase {
    func test_handlerWithoutOptions_refusesSiteTheMainFrameNavigatesTo() throws {
        try EngineHarness.run { engine, server in
            let foreign = """
                <script>window.result = null;
                hybrid.call('account.token').then(r => { result = {ok: r}; }, e => { result = {code: e.code}; });</script>
                """
            await server.serve(html: foreign, at: "/trust/foreign")
            var tokens = 0
            let container = try await BridgePage.open(engine, server, path: "/trust/app") { container in
                container.bridge.register("account.token") { (_: JSONValue) -> String in
                    tokens += 1
                    return "secret"
                }
            }
            defer { container.close() }
            XCTAssertEqual(container.trustedOrigins, [try XCTUnwrap(BridgeOrigin(url: server.origin))])
            // The legitimate call, from the page the app loaded.
            let own = try await BridgePage.call(container, "account.token")
            XCTAssertEqual(own, ["ok": "secret"])
            try await navigatePage(container, to: server.secondURL("/trust/foreign"))
            try await eventually("foreign page answered") { try await container.evaluateJavaScript("result !== null") == true }
            let result = try await container.evaluateJavaScript("result")
            XCTAssertEqual(result, ["code": "origin_not_allowed"])
            XCTAssertEqual(tokens, 1)
        }
    }

    func test_emitAndCall_afterMainFrameNavigatesToForeignSite_deliverNothing() throws {
        try EngineHarness.run { engine, server in
            let page = """
                <script>
                window.got = [];
                hybrid.on('session', p => got.push(['event', p]));
                hybrid.register('h5.session', p => { got.push(['call', p]); return 'received'; });
                </script>
                """
            await server.serve(html: page, at: "/trust/foreign-page")
            let container = try await BridgePage.open(engine, server, html: page, path: "/trust/own-page")
            defer { container.close() }
            // The legitimate traffic, to the page the app loaded.
            try await container.bridge.emit("session", "token-1")
            let answer: String = try await container.bridge.call("h5.session", "token-2")
            XCTAssertEqual(answer, "received")
            try await navigatePage(container, to: server.secondURL("/trust/foreign-page"))
            let foreignOrigin = serializedOrigin(server.secondOrigin)
            let emitted = await bridgeFailure { try await container.bridge.emit("session", "token-3") }
            XCTAssertEqual(emitted, .originNotAllowed(foreignOrigin))
            let called = await bridgeFailure { try await container.bridge.callRaw("h5.session", params: RawJSON("\"token-4\"")) }
            XCTAssertEqual(called, .originNotAllowed(foreignOrigin))
            let notified = await bridgeFailure { try await container.bridge.notify(.appForeground) }
            XCTAssertEqual(notified, .originNotAllowed(foreignOrigin))
            // What the app sends to any origin on purpose still arrives, after the refused ones.
            try await container.bridge.emit("session", "public", to: .any)
            try await eventually("public event arrived") { try await container.evaluateJavaScript("got.some(e => e[1] === 'public')") == true }
            let got = try await container.evaluateJavaScript("got")
            XCTAssertEqual(got, [["event", "public"]])
        }
    }
}
