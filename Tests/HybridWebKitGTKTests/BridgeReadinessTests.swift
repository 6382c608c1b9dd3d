import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import XCTest

/// A native call may reach the page before the page registered the function:
/// `load` finishing says nothing about what the page's own scripts did yet.
final class BridgeReadinessTests: XCTestCase {
    func test_nativeCall_madeBeforePageRegisters_waitsForRegistration() throws {
        try EngineHarness.run { engine, server in
            let html = """
                <script>
                addEventListener('load', () => setTimeout(() => {
                  window.registeredAt = performance.now();
                  hybrid.register('h5.late', ({ n }) => n * 2);
                }, 300));
                </script>
                """
            let container = try await BridgePage.open(engine, server, html: html, path: "/late-register")
            defer { container.close() }
            let registeredEarly = try await container.evaluateJavaScript("window.registeredAt !== undefined")
            XCTAssertEqual(registeredEarly, false, "the call must be made before the page registers")
            let doubled: Int = try await container.bridge.call("h5.late", ["n": 21], timeout: .seconds(10))
            XCTAssertEqual(doubled, 42)
        }
    }

    func test_nativeCall_toFunctionRegisteredBeforeLoadEnds_answersAtOnce() throws {
        try EngineHarness.run { engine, server in
            let html = "<script>hybrid.register('h5.early', ({ n }) => n + 1);</script>"
            let container = try await BridgePage.open(engine, server, html: html, path: "/early-register")
            defer { container.close() }
            let next: Int = try await container.bridge.call("h5.early", ["n": 1])
            XCTAssertEqual(next, 2)
        }
    }

    func test_nativeCall_toFunctionNeverRegistered_failsWithHandlerNotFound_withinItsTimeout() throws {
        try EngineHarness.run { engine, server in
            let container = try await BridgePage.open(engine, server)
            defer { container.close() }
            let error = await bridgeFailure { try await container.bridge.callRaw("h5.missing", timeout: .seconds(2)) }
            XCTAssertEqual(error?.code, "handler_not_found")
            XCTAssertTrue(error?.message.contains("h5.missing") == true, error?.message ?? "")
            let parked = try await container.evaluateJavaScript("typeof hybrid")
            XCTAssertEqual(parked, "object")
        }
    }
}
