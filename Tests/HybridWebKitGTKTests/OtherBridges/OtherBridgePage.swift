import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest

/// Third-party pages from `Tests/Fixtures/other-bridges` (see its PROVENANCE.md),
/// served byte for byte and opened in a container that records page errors.
@MainActor
final class OtherBridgePage {
    let container: WebContainer
    private(set) var errors: [PageError] = []
    private(set) var recorder: BridgeRecorder!

    private init(container: WebContainer) { self.container = container }

    /// The fixture's text, read from the repository.
    nonisolated static func fixture(_ relativePath: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("Tests/Fixtures/other-bridges/\(relativePath)"), encoding: .utf8)
    }

    /// Serves the fixture unchanged, registers handlers in `setUp`, loads it and waits for the bridge.
    static func open(_ engine: GTKEngine, _ server: TestServer, fixture relativePath: String,
                     setUp: (WebContainer) throws -> Void = { _ in }) async throws -> OtherBridgePage {
        let path = "/other-bridges/" + relativePath
        await server.serve(html: try fixture(relativePath), at: path)
        let container = try EngineHarness.container(engine)
        let page = OtherBridgePage(container: container)
        container.onPageError = { [unowned page] in page.errors.append($0) }
        page.recorder = BridgeRecorder(container.bridge)
        try setUp(container)
        try await container.load(server.url(path))
        try await eventually("bridge connected") { container.bridge.isPageReady }
        return page
    }

    /// The text of the page's element `selector`, or "" when there is none.
    func text(_ selector: String) async throws -> String {
        let value = try await BridgePage.run(container, "const e = document.querySelector(s); return e ? e.textContent : ''",
                                             ["s": .string(selector)])
        return value.stringValue ?? ""
    }

    /// Clicks the page's button whose text is `label`, as a user would.
    func click(_ label: String) async throws {
        let clicked = try await BridgePage.run(container, """
            const b = Array.from(document.querySelectorAll('button')).find(b => b.textContent === label);
            if (!b) return false;
            b.click();
            return true;
            """, ["label": .string(label)])
        XCTAssertEqual(clicked, true, "no button \(label)")
    }

    func assertNoPageError(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(errors.map(\.message), [], "page errors", file: file, line: line)
    }
}
