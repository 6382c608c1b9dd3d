import Foundation
@testable import HybridCore
import HybridVocabulary
import HybridTestServer
import HybridTesting
import HybridWebKitGTK
import XCTest

/// While a container is inspectable, each bridge call record is written to the
/// console of the runtime's world, which Web Inspector shows; otherwise nothing is.
final class InspectorConsoleTests: XCTestCase {
    /// Keeps what the runtime world's console is given, as Web Inspector would show it.
    private static let spy = """
        window.__lines = [];
        for (const level of ['debug', 'warn']) {
          const original = console[level];
          console[level] = (...args) => { window.__lines.push(level + ' ' + args.join(' ')); original.apply(console, args); };
        }
        true
        """

    @MainActor private static func lines(_ container: WebContainer) async throws -> [String] {
        let value = try await container.view.evaluateJavaScript("window.__lines || []", in: .hybrid)
        return value.arrayValue?.compactMap { $0.stringValue } ?? []
    }

    func test_inspectableContainer_logsEachCallRecord_toTheConsole() throws {
        try EngineHarness.run { engine, server in
            let container = try await BridgePage.open(engine, server) { container in
                container.configuration.inspectable = true
                container.bridge.register("cart.count") { (items: [String]) in items.count }
            }
            defer { container.close() }
            _ = try await container.view.evaluateJavaScript(Self.spy, in: .hybrid)
            _ = try await container.callAsyncJavaScript("return await hybrid.call('cart.count', ['a', 'b'])", in: .page)
            _ = try? await container.callAsyncJavaScript("return await hybrid.call('no.such', {})", in: .page)
            try await eventually("two records in the console") { try await Self.lines(container).count >= 2 }
            let lines = try await Self.lines(container)
            XCTAssertTrue(lines[0].hasPrefix("debug [hybrid] cart.count from \(BridgeOrigin(url: server.origin)!) (main frame) [\"a\",\"b\"] → 2 in "), "\(lines)")
            XCTAssertTrue(lines[1].hasPrefix("warn [hybrid] no.such from"), "\(lines)")
            XCTAssertTrue(lines[1].contains("error handler_not_found"), "\(lines)")
        }
    }

    func test_containerNotInspectable_logsNothing() throws {
        try EngineHarness.run { engine, server in
            let container = try await BridgePage.open(engine, server) { container in
                container.bridge.register("cart.count") { (items: [String]) in items.count }
            }
            defer { container.close() }
            _ = try await container.view.evaluateJavaScript(Self.spy, in: .hybrid)
            _ = try await container.callAsyncJavaScript("return await hybrid.call('cart.count', ['a'])", in: .page)
            try await Task.sleep(for: .milliseconds(300))  // a record would have been sent at the call's settling
            let lines = try await Self.lines(container)
            XCTAssertEqual(lines, [])
        }
    }
}
