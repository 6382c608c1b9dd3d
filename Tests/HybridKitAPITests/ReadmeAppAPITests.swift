import Foundation
import HybridKit
import MarkdownSnippets
import XCTest

/// The README's app, built against `HybridKit` alone: no `@testable`, no SPI.
/// If the public API loses a symbol the README needs, this target stops compiling.
final class ReadmeAppAPITests: XCTestCase {
    func test_readmeApp_buildsFromThePublicAPI_andPrintsItsLine() throws {
        let printed = try MainLoop.run(timeout: .seconds(90)) { () async throws -> String in
            var output = ""
            func print(_ line: String) { output += line }
            // readme-app:main.swift, its lines as the README has them (checked below)
            HybridLog.level = .warning                         // HybridKit logs to stderr (swift-log); .debug shows every call
            let engine = try HybridEngine()                    // GTKEngine here; no DISPLAY? it starts a private Xvfb
            let container = try WebContainer(engine: engine)   // one page and its bridge
            container.bridge.register("greeting.make") { (name: String) in "Hello, \(name)" }
            try await container.loadHTML("""
                <title>Shop</title>
                <script>hybrid.register('h5.title', async ({ lang }) => document.title + ' (' + lang + ')');</script>
                """, baseURL: URL(string: "https://shop.example/")!)
            let title: String = try await container.bridge.call("h5.title", ["lang": "en"])
            let greeting = try await container.callAsyncJavaScript("return await hybrid.call('greeting.make', 'H5')")
            print("\(title) / \(try greeting.decode(String.self))")
            container.close()
            return output
        }
        XCTAssertEqual(printed, "Shop (en) / Hello, H5")
    }

    /// Every code line of the README's `main.swift` stands in the test above, in order.
    func test_readmeMainSwift_isTheCodeThisTargetBuilds() throws {
        let block = try MarkdownSnippets.block(after: "<!-- readme-app:main.swift -->", in: "README.md")
        let mine = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        XCTAssertEqual(MarkdownSnippets.linesMissing(from: mine, snippet: block), [], "README lines not built here")
        XCTAssertGreaterThan(MarkdownSnippets.comparedLineCount(of: block), 8)
    }
}
