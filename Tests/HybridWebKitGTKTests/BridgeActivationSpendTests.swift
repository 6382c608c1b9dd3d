import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// Activation as HTML defines it, in WebKitGTK: a real click lets one gesture-required call
/// through, the next needs another click, and Esc is no activation.
final class BridgeActivationSpendTests: XCTestCase {
    func test_oneRealClick_spendsOnOneGestureRequiredCall_andEscGrantsNothing() throws {
        try EngineHarness.run { engine, server in
            let html = """
                <button id=pay style='position:absolute;left:0;top:0;width:300px;height:300px'>pay</button>
                <script>
                async function attempt(n) { try { await hybrid.call('pay', n); return 'ok'; } catch (e) { return e.code; } }
                document.getElementById('pay').addEventListener('click', async () => {
                  const results = await Promise.all([attempt(1), attempt(2)]);
                  results.push(await attempt(3));
                  hybrid.call('report', { via: 'click', results });
                });
                addEventListener('keydown', async (event) => {
                  if (event.key === 'Escape') hybrid.call('report', { via: 'escape', results: [await attempt(4)] });
                });
                </script>
                """
            var reports: [String: JSONValue] = [:]
            var paid: [Int] = []
            let container = try await BridgePage.open(engine, server, html: html) { container in
                container.bridge.register("pay", options: BridgeHandlerOptions(requiresUserActivation: true)) { (n: Int, _) in
                    paid.append(n)
                    return true
                }
                container.bridge.register("report") { (params: JSONValue, _) in
                    if let via = params["via"]?.stringValue { reports[via] = params["results"] }
                    return true
                }
            }
            defer { container.close() }
            let view = try XCTUnwrap(container.engineView as? GTKWebView)
            // Esc first, on a page nobody touched: it must not activate it.
            try view.simulateTyping("\u{1B}")
            try await eventually("the escape key's report") { reports["escape"] != nil }
            XCTAssertEqual(reports["escape"], ["user_activation_required"])
            XCTAssertEqual(paid, [])
            try view.simulateClick(x: 50, y: 50)
            try await eventually("the click's report") { reports["click"] != nil }
            let results = reports["click"]?.arrayValue?.compactMap(\.stringValue) ?? []
            XCTAssertEqual(results.sorted(), ["ok", "user_activation_required", "user_activation_required"], "\(results)")
            XCTAssertEqual(paid.count, 1, "one click, one payment: \(paid)")
        }
    }
}
