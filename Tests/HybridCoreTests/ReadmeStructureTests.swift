import Foundation
import Testing

/// The README's contents list and its pictures stay true to the README itself.
struct ReadmeStructureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func readme() throws -> String { try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8) }

    /// GitHub's anchor for a heading: lowercased, punctuation dropped, spaces as hyphens.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased().filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }.map { $0 == " " ? "-" : $0 })
    }

    @Test func theContents_listEverySection_inOrder_withAnchorsThatExist() throws {
        let lines = try Self.readme().split(separator: "\n", omittingEmptySubsequences: false)
        let headings = lines.filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
        let listed = lines.compactMap { $0.firstMatch(of: #/^- \[(.+)\]\(#(.+)\)$/#) }.map { (String($0.output.1), String($0.output.2)) }
        #expect(listed.map(\.0) == headings)
        #expect(listed.map(\.1) == headings.map(Self.anchor))
    }

    @Test func everyPictureTheReadmeShows_isAPNGInTheRepository() throws {
        let pictures = try Self.readme().matches(of: #/!\[[^\]]+\]\(([^)]+\.png)\)/#).map { String($0.output.1) }
        #expect(pictures.count == 2)
        for path in pictures {
            let data = try Data(contentsOf: Self.root.appendingPathComponent(path))
            #expect(Array(data.prefix(4)) == [0x89, 0x50, 0x4E, 0x47], "\(path)")
        }
    }
}
