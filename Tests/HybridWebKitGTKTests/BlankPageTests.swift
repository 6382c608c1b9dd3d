import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest

/// White screens whose process lives: found by either probe, and brought back.
final class BlankPageTests: XCTestCase {
    static let page = """
        <title>content</title><style>body{margin:0;background:#fff} h1{background:#c00;color:#fff;height:200px}</style>
        <h1>Shop</h1><script>window.wipe = () => { document.body.innerHTML = ''; };
        window.freeze = () => setTimeout(() => { for (;;) {} }, 0);</script>
        """

    func test_pageWithContent_isNotBlank_byEitherProbe() throws {
        try EngineHarness.run { engine, server in
            let container = try await BridgePage.open(engine, server, html: Self.page, path: "/blank/content")
            defer { container.close() }
            try await eventually("painted") { (await container.probeBlankPage(.snapshot(grid: 8))) == .showsContent }
            let byDocument = await container.probeBlankPage(.document(deadline: .seconds(5)))
            XCTAssertEqual(byDocument, .showsContent)
        }
    }

    func test_wipedDocument_isBlank_byEitherProbe_andReloadBringsItBack() throws {
        try EngineHarness.run { engine, server in
            let container = try await BridgePage.open(engine, server, html: Self.page, path: "/blank/wiped")
            defer { container.close() }
            _ = try await container.evaluateJavaScript("wipe(); true")
            let byDocument = await container.probeBlankPage(.document(deadline: .seconds(5)))
            XCTAssertEqual(byDocument, .emptyDocument)
            try await eventually("repainted blank") { (await container.probeBlankPage(.snapshot(grid: 8))) == .uniformPixels }
            let verdict = await container.recoverIfBlank(.document(deadline: .seconds(5)))
            XCTAssertTrue(verdict.isBlank)
            try await eventually("content back") { (await container.probeBlankPage(.document(deadline: .seconds(5)))) == .showsContent }
            let loads = await server.requests(to: "/blank/wiped")
            XCTAssertEqual(loads.count, 2)
        }
    }

    func test_frozenRenderer_isUnresponsive_andRecoveryEndsItsProcessAndReloads() throws {
        try EngineHarness.run { engine, server in
            let container = try await BridgePage.open(engine, server, html: Self.page, path: "/blank/frozen")
            defer { container.close() }
            let delegate = RecoveryDelegate()
            container.delegate = delegate
            _ = try await container.evaluateJavaScript("freeze(); true")
            // The loop starts on the page's next task; from then on nothing answers.
            try await eventually("renderer stuck") {
                await container.probeBlankPage(.document(deadline: .milliseconds(300))) == .unresponsive
            }
            let verdict = await container.recoverIfBlank(.document(deadline: .milliseconds(500)))
            XCTAssertEqual(verdict, .unresponsive)
            try await eventually("recovered", limit: .seconds(20)) { delegate.recoveries == [.terminatedByClient] }
            let after = await container.probeBlankPage(.document(deadline: .seconds(5)))
            XCTAssertEqual(after, .showsContent)
        }
    }
}
