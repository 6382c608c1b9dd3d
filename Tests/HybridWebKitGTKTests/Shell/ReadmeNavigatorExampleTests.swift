import Foundation
import HybridCore
import HybridVocabulary
import HybridTestServer
import HybridTesting
import HybridWebKitGTK
import XCTest

/// The navigator article (HybridCore.docc/ManyPages.md), line for line, against a local server.
final class ReadmeNavigatorExampleTests: XCTestCase {
    func test_readmeNavigatorExamples_workTogether() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: """
                <title>Cart</title><script>
                window.resumed = null;
                function useAddress(result) { window.resumed = result; }
                hybrid.on('navigator.resume', ({ result }) => useAddress(result));
                window.flow = (async () => {
                  await hybrid.ready;
                  await hybrid.navigator.prefetch('/checkout');                                  // a push of it then shows at once
                  await hybrid.navigator.push('/address/new', { passData: { from: 'cart' } });    // modal, by the rule
                })();
                </script>
                """, at: "/cart")
            await server.serve(html: """
                <title>New</title><script>
                window.flow = (async () => {
                  await hybrid.ready;
                  const { passData } = await hybrid.navigator.startupParams();                   // on the new page
                  setTimeout(() => hybrid.navigator.pop({ result: { id: 7 } }), 50);             // the page below hears it
                  return passData;
                })();
                </script>
                """, at: "/address/new")
            await server.serve(html: "<title>Checkout</title>", at: "/checkout")
            var scanned = 0
            func showScanner() { scanned += 1 }

            let paths = try PathConfiguration(json: Data(#"""
                {"settings": {"theme": "dark"},
                 "rules": [{"patterns": ["/new$"], "properties": {"context": "modal", "title": "New address"}},
                           {"patterns": ["/scan$"], "properties": {"uri": "scan"}}]}
                """#.utf8))
            let navigator = Navigator(pool: WebViewPool(engine: engine), paths: paths)
            navigator.registerNativeScreen("scan") { url, properties in showScanner() }   // later: await navigator.resume(with: code)
            let window = try HybridNavigatorWindow(navigator: navigator)   // Linux: pages slide in, Back pops, a modal has Done
            defer { window.close() }
            window.show()
            try await navigator.route(server.url("/cart"))   // from outside: navigator.open(_:arrivedBy:), below

            let cart = try await NavigatorHarness.top(navigator, is: "/cart")
            _ = try await cart.callAsyncJavaScript("return await window.flow")
            let sheet = try await NavigatorHarness.top(navigator, is: "/address/new")
            XCTAssertEqual(navigator.modalStack.count, 1)
            XCTAssertEqual(sheet.chrome.title, "New address")
            let passData = try await sheet.callAsyncJavaScript("return await window.flow")
            XCTAssertEqual(passData["from"], "cart")
            try await eventually("the cart to hear the result") { try await cart.evaluateJavaScript("window.resumed") == ["id": 7] }
            XCTAssertTrue(navigator.modalStack.isEmpty)
            try await navigator.route(server.url("/scan"))
            XCTAssertEqual(scanned, 1)
            try await navigator.route(server.url("/checkout"))
            try await NavigatorHarness.top(navigator, is: "/checkout")
            XCTAssertEqual(navigator.pool.statistics.prerenderedLeases, 1)
        }
    }
}
