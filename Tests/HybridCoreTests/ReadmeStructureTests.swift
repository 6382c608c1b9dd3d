import Foundation
import MarkdownSnippets
import Testing

/// The README stays short and true: its contents list, pictures, links to the articles, the folders its Layout
/// names, and the licence it names.
struct ReadmeStructureTests {
    static let root = MarkdownSnippets.root

    static func readme() throws -> String { try MarkdownSnippets.text(of: "README.md") }

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

    /// A newcomer finds the first app without scrolling through every topic: the topics live in the articles.
    @Test func theReadme_isAtMost400Lines() throws {
        let lines = try Self.readme().split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 400, "README.md has \(lines) lines")
    }

    /// Every relative link in the README leads to a file of the repository, and its `#anchor` to a heading there.
    @Test func everyLinkInTheReadme_resolves() throws {
        let links = try Self.readme().matches(of: #/\]\(([^)#:\s]+)(?:#([^)]+))?\)/#).map { (String($0.output.1), $0.output.2.map(String.init)) }
        #expect(links.count >= 18)
        for (path, anchor) in links {
            let file = Self.root.appendingPathComponent(path)
            #expect(FileManager.default.fileExists(atPath: file.path), "README links to \(path), which is not there")
            if let anchor, path.hasSuffix(".md"), let text = try? String(contentsOf: file, encoding: .utf8) {
                let headings = text.split(separator: "\n").filter { $0.hasPrefix("#") }.map { Self.anchor(String($0.drop { $0 == "#" }.dropFirst())) }
                #expect(headings.contains(anchor), "\(path) has no heading for #\(anchor)")
            }
        }
    }

    /// Every article of the catalogues the topics moved to is linked from the README, so none is found only by chance.
    @Test func everyArticle_isLinkedFromTheReadme() throws {
        let readme = try Self.readme()
        for catalogue in ["Sources/HybridCore/HybridCore.docc", "Sources/HybridOffline/HybridOffline.docc"] {
            let module = URL(fileURLWithPath: catalogue).deletingPathExtension().lastPathComponent
            let articles = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(catalogue).path)
                .filter { $0.hasSuffix(".md") && $0 != "\(module).md" }
            #expect(!articles.isEmpty)
            for article in articles {
                #expect(readme.contains("](\(catalogue)/\(article))"), "the README does not link \(catalogue)/\(article)")
            }
        }
    }

    /// The Layout names every folder: each top-level one, each under `Sources/` and `Tests/`, and each folder
    /// inside a `Sources/` module (its DocC catalogue aside), indented under its module.
    @Test func theLayout_namesEveryFolder() throws {
        let block = try MarkdownSnippets.block(after: "## Layout", in: "README.md")
        var named: Set<String> = []
        var parents: [Int: String] = [:]
        for line in block.split(separator: "\n") {
            let indent = line.prefix { $0 == " " }.count
            guard let name = line.dropFirst(indent).split(separator: " ").first, name.hasSuffix("/") else { continue }
            let path = (indent == 0 ? "" : parents[indent - 2] ?? "?") + name
            parents[indent] = path
            named.insert(String(path.dropLast()))
        }
        let manager = FileManager.default
        func folders(_ path: String) -> [String] {
            let url = path.isEmpty ? Self.root : Self.root.appendingPathComponent(path)
            let names = (try? manager.contentsOfDirectory(atPath: url.path)) ?? []
            return names.filter { name in
                var isFolder: ObjCBool = false
                return !name.hasPrefix(".") && !name.hasSuffix(".docc")
                    && manager.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder) && isFolder.boolValue
            }.map { path.isEmpty ? $0 : "\(path)/\($0)" }
        }
        var expected = folders("") + folders("Tests")
        for module in folders("Sources") { expected += [module] + folders(module) }
        #expect(expected.count > 60 && named.contains("Sources/HybridCore/Bridge"), "the Layout was not read as a tree")
        for folder in expected {
            #expect(named.contains(folder), "the README's Layout does not name \(folder)/")
        }
        for folder in named {
            var isFolder: ObjCBool = false
            #expect(manager.fileExists(atPath: Self.root.appendingPathComponent(folder).path, isDirectory: &isFolder) && isFolder.boolValue,
                    "the README's Layout names \(folder)/, which is no folder")
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
