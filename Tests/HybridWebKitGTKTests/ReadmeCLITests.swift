import ArgumentParser
import Foundation
@testable import hybrid
import MarkdownSnippets
import Testing

/// The command-line article (HybridCore.docc/CommandLine.md) and the commands' `--help` say the same: every
/// command is listed, with every option its help shows and none it lacks.
struct ReadmeCLITests {
    /// A command as the user types it, e.g. `["package", "serve"]`, and its type.
    struct Leaf: CustomStringConvertible {
        var words: [String]
        var type: any ParsableCommand.Type
        var description: String { words.joined(separator: " ") }
    }

    static func leaves(_ type: any ParsableCommand.Type = HybridCommand.self, words: [String] = []) -> [Leaf] {
        let subcommands = type.configuration.subcommands
        guard !subcommands.isEmpty else { return [Leaf(words: words, type: type)] }
        return subcommands.flatMap { leaves($0, words: words + [$0.configuration.commandName ?? ""]) }
    }

    /// The options a command's help lists, `--help` and the tool's own `--version` aside
    /// (`package create --version <version>` is the package's).
    static func options(of leaf: Leaf) -> Set<String> {
        let help = HybridCommand.helpMessage(for: leaf.type, columns: 400)
        let names = help.matches(of: #/(?m)^\s+(?:-\w, )?(--[a-z][a-z-]*)( <)?/#)
            .filter { $0.output.1 != "--version" || $0.output.2 != nil }.map { String($0.output.1) }
        return Set(names).subtracting(["--help"])
    }

    /// The first code span of each `- \`hybrid …\`` bullet in the command-line article's list.
    static func usages() throws -> [String] {
        let section = try MarkdownSnippets.section("## Commands", in: "Sources/HybridCore/HybridCore.docc/CommandLine.md")
        return section.matches(of: #/(?m)^- `(hybrid [^`]+)`/#).map { String($0.output.1) }
    }

    /// The article's bullet for a command: its words, where a `a|b|c` word names any of them.
    static func usage(for leaf: Leaf, in usages: [String]) -> String? {
        usages.first { usage in
            let words = usage.split(separator: " ").dropFirst().map(String.init)
            guard words.count >= leaf.words.count else { return false }
            return zip(words, leaf.words).allSatisfy { $0.split(separator: "|").contains(Substring($1)) }
        }
    }

    @Test(arguments: leaves()) func everyCommand_isInTheReadme_withExactlyTheOptionsItsHelpShows(_ leaf: Leaf) throws {
        let usage = try #require(Self.usage(for: leaf, in: try Self.usages()), "the command-line article has no `hybrid \(leaf)`")
        let named = Set(usage.matches(of: #/--[a-z][a-z-]*/#).map { String($0.output) })
        let options = Self.options(of: leaf)
        #expect(named.subtracting(options).isEmpty, "the article names options `hybrid \(leaf)` does not have: \(named.subtracting(options).sorted())")
        // A bench suite's own options are in its --help; the article lists the one they share.
        if !usage.contains("[OPTIONS]") {
            #expect(options.subtracting(named).isEmpty, "the article omits options of `hybrid \(leaf)`: \(options.subtracting(named).sorted())")
        }
    }

    /// Help is printed 80 columns wide; an example line longer than that would wrap inside its JSON.
    @Test(arguments: leaves()) func everyHelpExample_fitsEightyColumns(_ leaf: Leaf) {
        let discussion = leaf.type.configuration.discussion
        for line in discussion.split(separator: "\n") where line.hasPrefix("  ") {
            #expect(line.count <= 80, "`hybrid \(leaf) --help` wraps this example: \(line)")
        }
    }

    @Test func theReadme_listsNoCommandThatDoesNotExist() throws {
        let leaves = Self.leaves()
        for usage in try Self.usages() where usage != "hybrid --version" {
            let words = usage.split(separator: " ").dropFirst().prefix { !$0.hasPrefix("-") && !$0.hasPrefix("[") && $0.uppercased() != $0 }
            let named = words.map { $0.split(separator: "|").map(String.init) }
            let found = leaves.filter { leaf in zip(named, leaf.words).allSatisfy { $0.contains($1) } && leaf.words.count >= named.count }
            #expect(!found.isEmpty, "the article lists `\(usage)`, which is no command")
            if let alternatives = named.last, alternatives.count > 1 {
                for word in alternatives {
                    #expect(leaves.contains { $0.words == named.dropLast().map { $0[0] } + [word] }, "the article lists `\(word)` in `\(usage)`, which is no command")
                }
            }
        }
    }
}
