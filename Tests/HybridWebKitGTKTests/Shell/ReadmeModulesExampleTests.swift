import Foundation
import HybridCore
import HybridKit
import HybridModules
import HybridTestServer
@testable import HybridWebKitGTK
import HybridTesting
import XCTest

/// The modules article's ready-made modules example (HybridCore.docc/Modules.md), Swift and JS, run as written
/// (the trusted origin is the loopback server's).
final class ReadmeModulesExampleTests: XCTestCase {
    func test_readmeModulesExample_worksAsWritten() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: """
                <title>Pay</title><script>
                window.shown = false;
                function showShareButton() { window.shown = true; }
                window.flow = (async () => {
                  if (hybrid.has('share')) showShareButton();        // a namespace, or 'ui.toast' for one method
                  const { index } = await hybrid.ui.actionSheet({ title: 'Pay with', options: ['Card', 'Wallet'] });
                  return index;
                })();
                </script>
                """, at: "/pay")
            let container = try EngineHarness.container(engine)
            let window = try HybridWindow(container: container)        // HybridViewController on Apple platforms
            defer { window.close() }
            let origin = server.origin.absoluteString.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            try FirstPartyModules(container: container, presenter: window,     // hybrid.device reads the platform's network monitor
                                  clipboardConsent: { source in source.origin == origin }).install()
            window.show()
            try await container.load(server.url("/pay"))
            try await eventually("sheet shown") { window.moduleOverlay.sheetLabels == ["Card", "Wallet", "Cancel"] }
            window.moduleOverlay.clickSheetButton(1)
            let index = try await container.callAsyncJavaScript("return await window.flow")
            XCTAssertEqual(index, 1)
            let shown = try await container.evaluateJavaScript("window.shown")
            XCTAssertEqual(shown, true)
            let read = try await BridgePage.run(container, "await hybrid.clipboard.write('x'); return await hybrid.clipboard.read()")
            XCTAssertEqual(read, ["text": "x"], "the consent allows the page's own origin")
        }
    }
}
