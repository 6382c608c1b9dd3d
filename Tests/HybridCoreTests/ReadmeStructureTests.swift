import Foundation
import Testing

/// The README's contents list and its pictures stay true to the README itself, and the licence it names is there.
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

    /// The whole Apache-2.0 text (a name alone grants nothing), named where a reader looks.
    @Test func theLicence_isApache2InFull_andTheReadmeNamesIt() throws {
        let licence = try String(contentsOf: Self.root.appendingPathComponent("LICENSE"), encoding: .utf8)
        #expect(licence.hasPrefix("\n                                 Apache License\n                           Version 2.0, January 2004\n"))
        #expect(licence.contains("END OF TERMS AND CONDITIONS"))
        for section in ["1. Definitions.", "9. Accepting Warranty or Additional Liability.", "APPENDIX: How to apply the Apache License"] {
            #expect(licence.contains(section), "LICENSE is the whole standard text: \(section)")
        }
        let readme = try Self.readme()
        #expect(readme.contains("## Licence\n\nApache-2.0 ([LICENSE](LICENSE))"))
    }

    /// Third-party files keep their source and licence beside them.
    @Test(arguments: [
        "Tests/Conformance/tuf-conformance/PROVENANCE.md", "Tests/Conformance/tuf-conformance/LICENSE",
        "Tests/Fixtures/cookie-suites/PROVENANCE.md", "Tests/Fixtures/other-bridges/PROVENANCE.md",
        "Tests/Fixtures/other-bridges/WebViewJavascriptBridge/LICENSE", "Tests/Fixtures/other-bridges/WKWebViewJavascriptBridge/LICENSE",
        "AppleSDKDeclarations/WebKitHeaders/PROVENANCE.md", "data/README.md", "Sources/HybridCookies/Resources/public_suffix_list.txt",
    ])
    func everyVendoredFolder_keepsItsProvenanceOrLicence(path: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        #expect(text.contains(#/(?i)licen[cs]e|\bMIT\b|\bMPL\b|copyright/#), "\(path) names no licence")
    }
}
