import Foundation
import HybridCore
import HybridTestServer
@testable import HybridWebKitGTK
import HybridTesting
import XCTest

/// The shell article's examples (HybridCore.docc/Shell.md), Swift and JS, run as written
/// (the shop URL is the loopback server's, the delegate a recorder).
final class ReadmeShellExampleTests: XCTestCase {
    func test_readmeShellExamples_workTogether() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: """
                <title>Cart</title><script>
                window.shared = 0;
                function share() { window.shared += 1; }
                window.flow = (async () => {
                  await hybrid.ready;
                  await hybrid.chrome.setTitle('Cart (2)');                     // null goes back to document.title
                  await hybrid.chrome.setButtons([{ id: 'share', title: 'Share' }]); // at most two
                  hybrid.on('chrome.button', ({ id }) => { if (id === 'share') share(); });
                  const { token } = await hybrid.chrome.login({ reason: 'checkout' }); // your delegate answers
                  return token;
                })();
                </script>
                """, at: "/cart")
            let delegate = ShellDelegate()
            var configuration = ContainerConfiguration()
            configuration.title = .page                         // document.title as it changes; or .fixed("Orders")
            configuration.backWalksHistory = true                 // Back: history first, then close
            configuration.delegate = delegate                   // containerDidRequestClose, requestsLoginFor, …
            let pool = WebViewPool(engine: engine)
            let container = try await pool.lease(configuration: configuration)
            let window = try HybridWindow(container: container) // Linux: a GTK window with a header bar
            window.show()
            try await container.load(server.url("/cart"))

            let token = try await container.callAsyncJavaScript("return await window.flow")
            XCTAssertEqual(token, "t-1")
            XCTAssertEqual(window.headerTitle, "Cart (2)")
            window.click(.page(0))
            try await eventually("share ran") { try await container.evaluateJavaScript("window.shared") == 1 }
            _ = try await container.callAsyncJavaScript("hybrid.chrome.close(); return 1")
            try await eventually("closed") { window.isClosed }
            XCTAssertEqual(delegate.closeRequests, 1)
            XCTAssertEqual(pool.statistics.returns, 1)
        }
    }
}
