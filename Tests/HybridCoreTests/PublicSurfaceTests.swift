import Foundation
import XCTest

/// HybridCore's public surface is what an app calls, counted with nested types:
/// nesting a type moves its name, not the surface. What engines, shells, the CLI
/// and tests share is `package` (visible to this package's targets only), never
/// a catch-all SPI. The goal is at most 60 (issue 29); ``ceiling`` only ever goes down.
final class PublicSurfaceTests: XCTestCase {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/HybridCore")

    static func lines() throws -> [Substring] {
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.flatMap { try String(contentsOf: $0, encoding: .utf8).split(separator: "\n") }
    }

    /// Every `public` type declaration, top-level or nested.
    static func publicTypes() throws -> [String] {
        let declaration = #/^\s*(?:@[\w()]+ )*public (?:final )?(?:class|struct|enum|protocol|actor|typealias) (\w+)/#
        return try lines().compactMap { $0.firstMatch(of: declaration).map { String($0.output.1) } }.sorted()
    }

    static let ceiling = 102

    func test_hybridCore_publicTypes_withNestedOnes_neverGrowPastTheCeiling() throws {
        let types = try Self.publicTypes()
        XCTAssertLessThanOrEqual(types.count, Self.ceiling, types.joined(separator: " "))
    }

    func test_hybridCore_hasNoSPI() throws {
        let spi = try Self.lines().filter { $0.contains("@_spi") }
        XCTAssertEqual(spi, [], "HybridCore shares with engines through `package`, not SPI")
    }
}
