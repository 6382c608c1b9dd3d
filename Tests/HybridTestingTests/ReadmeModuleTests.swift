import Foundation
import MarkdownSnippets
import Testing

/// The modules article's module and its test, and the README's page test, are the code this target builds and runs, line for line.
struct ReadmeModuleTests {
    static let modules = "Sources/HybridCore/HybridCore.docc/Modules.md"

    @Test(arguments: [("readme-module", modules, "ShareModule.swift"), ("readme-module-test", modules, "ShareModuleTests.swift"),
                      ("readme-page-test", "README.md", "ShopPageTests.swift")])
    func readmeBlock_standsInTheFileThatRuns(marker: String, document: String, file: String) throws {
        let block = try MarkdownSnippets.block(after: "<!-- \(marker) -->", in: document)
        let ignored: Set<String> = ["@Test @MainActor func sharesFromTheTrustedPage_andRefusesFramesAndOtherOrigins() async throws {",
                                    "try container.bridge.install(ShareModule())"]
        let source = try MarkdownSnippets.text(of: "Tests/HybridTestingTests/\(file)")
        #expect(MarkdownSnippets.linesMissing(from: source, snippet: block, ignoring: ignored) == [], "\(document) lines not in \(file)")
        #expect(MarkdownSnippets.comparedLineCount(of: block, ignoring: ignored) > 8)
    }

    /// The README's iOS app is the example `make check-apple` type-checks, line for line.
    @Test func theReadmesIOSApp_standsInTheExample() throws {
        let block = try MarkdownSnippets.block(after: "<!-- readme-ios-app", in: "README.md")
        let source = try MarkdownSnippets.text(of: "Examples/iOSShop/ShopApp.swift")
        #expect(MarkdownSnippets.linesMissing(from: source, snippet: block) == [])
        #expect(MarkdownSnippets.comparedLineCount(of: block) > 12)
    }
}
