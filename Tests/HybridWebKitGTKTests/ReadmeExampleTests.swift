import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import XCTest

/// The README's two examples, run as written against the loopback server.
final class ReadmeExampleTests: XCTestCase {
    struct Scan: Codable { var kind: String }

    func test_readmeExamples_workTogether() throws {
        try EngineHarness.run { _, server in
            await server.serve(html: """
                <title>Cart</title><script>
                window.log = [];
                hybrid.register('h5.title', async ({ lang }) => document.title + ' (' + lang + ')');
                hybrid.on('cart.changed', ({ items }) => window.log.push('items=' + items));
                window.scanned = (async () => {
                  await hybrid.ready;
                  try { return await hybrid.call('scanner.scan', { kind: 'qr' }, { timeout: 15000 }); }
                  catch (e) { return e.code + ': ' + e.message; }
                })();
                </script>
                """, at: "/readme")
            let engine = try GTKEngine()
            let container = try WebContainer(engine: engine)
            defer { container.close() }
            container.bridge.register("scanner.scan", options: BridgeHandlerOptions(
                allowedOrigins: try .origins(server.origin.absoluteString), timeout: .seconds(20))) { (scan: Scan) in
                "scanned " + scan.kind
            }
            try await container.load(server.url("/readme"), timeout: .seconds(10))
            let title: String = try await container.bridge.call("h5.title", ["lang": "zh"])
            try await container.bridge.emit("cart.changed", ["items": 3])
            XCTAssertEqual(title, "Cart (zh)")
            let scanned = try await container.callAsyncJavaScript("return await window.scanned")
            XCTAssertEqual(scanned, "scanned qr")
            let log = try await container.evaluateJavaScript("window.log")
            XCTAssertEqual(log, ["items=3"])
        }
    }
}
