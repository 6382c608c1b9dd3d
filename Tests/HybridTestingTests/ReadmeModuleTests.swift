import Foundation
import Testing

/// The README's module, its test and an app's page test are the code this target builds and runs, line for line.
struct ReadmeModuleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: [("readme-module", "ShareModule.swift"), ("readme-module-test", "ShareModuleTests.swift"),
                      ("readme-page-test", "ShopPageTests.swift")])
    func readmeBlock_standsInTheFileThatRuns(marker: String, file: String) throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "<!-- \(marker) -->").dropFirst().first)
        let code = block.components(separatedBy: "```").dropFirst().first ?? ""
        let ignored: Set<String> = ["swift", "@Test @MainActor func sharesFromTheTrustedPage_andRefusesFramesAndOtherOrigins() async throws {",
                                    "try container.bridge.install(ShareModule())"]
        let lines = code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("import ") && !ignored.contains($0) }
        let source = try String(contentsOf: Self.root.appendingPathComponent("Tests/HybridTestingTests/\(file)"), encoding: .utf8)
        let mine = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var position = mine.startIndex
        for line in lines {
            let found = mine[position...].firstIndex(of: line)
            #expect(found != nil, "README line not in \(file): \(line)")
            position = (found ?? position) + (found == nil ? 0 : 1)
        }
        #expect(lines.count > 8)
    }
}
