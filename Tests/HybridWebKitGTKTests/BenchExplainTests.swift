import ArgumentParser
import Foundation
@testable import hybrid
@testable import HybridBenchmarks
import HybridVocabulary
import Testing

/// Every `hybrid bench` field is explained, by `--help` and by the JSON's
/// `explain`, from one table per suite; a field with no sentence is refused.
struct BenchExplainTests {
    /// The suite's subcommand of `hybrid bench`, found by its name.
    private static func command(_ suite: BenchSuite) -> (any ParsableCommand.Type)? {
        BenchCommand.configuration.subcommands.first { $0.configuration.commandName == suite.rawValue }
    }

    /// Every table field with a number; `build` and `engine` are the report's own.
    private static func everyField(_ suite: BenchSuite) -> [String: Double] {
        Dictionary(uniqueKeysWithValues: suite.fields.map(\.name).filter { !["build", "engine"].contains($0) }.map { ($0, 1.5) })
    }

    private static func object(_ text: String) throws -> [String: JSONValue] {
        try #require(try JSONValue(jsonText: text).objectValue, "not a JSON object: \(text)")
    }

    @Test func everySubcommandIsASuite_andEverySuiteASubcommand() {
        let names = BenchCommand.configuration.subcommands.map { $0.configuration.commandName ?? "" }
        #expect(Set(names) == Set(BenchSuite.allCases.map(\.rawValue)))
    }

    @Test(arguments: BenchSuite.allCases)
    func tableNamesEachFieldOnce_withASentence(_ suite: BenchSuite) {
        let names = suite.fields.map(\.name)
        #expect(Set(names).count == names.count, "a field is in \(suite)'s table twice")
        #expect(!names.contains("explain"))
        for field in suite.fields {
            #expect(field.meaning.hasSuffix("."), "\(field.name): \(field.meaning)")
            #expect(!field.meaning.contains("\n"), "\(field.name)")
        }
    }

    @Test(arguments: BenchSuite.allCases)
    func helpListsEveryFieldWithItsSentence(_ suite: BenchSuite) throws {
        let command = try #require(Self.command(suite))
        // Lines are wrapped at spaces only, so the text with its runs of white space made one is the sentences.
        let help = command.helpMessage(columns: 80).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for field in suite.fields {
            let listed = help.contains(" \(field.name): \(field.meaning)")
            #expect(listed, "hybrid bench \(suite.rawValue) --help lacks \(field.name)")
        }
    }

    @Test(arguments: BenchSuite.allCases)
    func json_explainsExactlyThePrintedFields_andNamesBuildAndEngine(_ suite: BenchSuite) throws {
        // Every other field: `explain` follows what was printed, not the table.
        let names = suite.fields.map(\.name).filter { !["build", "engine"].contains($0) }
        let printed = Dictionary(uniqueKeysWithValues: names.enumerated().filter { $0.offset % 2 == 0 }.map { ($0.element, 2.0) })
        let object = try Self.object(BenchReport(suite, numbers: printed).jsonText())
        let explain = try #require(object["explain"]?.objectValue)
        #expect(Set(explain.keys) == Set(printed.keys).union(["build", "engine"]))
        #expect(Set(object.keys) == Set(explain.keys).union(["explain"]))
        for (field, sentence) in explain { #expect(sentence.stringValue == suite.meaning(of: field)) }
        #expect(["debug", "release"].contains(object["build"]?.stringValue))
        #expect(object["engine"]?.stringValue?.hasPrefix("WebKitGTK 2.") == true, "\(object["engine"] ?? .null)")
    }

    @Test(arguments: BenchSuite.allCases)
    func text_isKeyValueLinesInTableOrder_thenWhereTheSentencesAre(_ suite: BenchSuite) throws {
        let lines = try BenchReport(suite, numbers: Self.everyField(suite)).text().split(separator: "\n").map(String.init)
        #expect(lines.dropLast().map { String($0.prefix { $0 != ":" }) } == suite.fields.map(\.name))
        #expect(lines.last == "(hybrid bench \(suite.rawValue) --help says what each field means)")
    }

    @Test func aFieldWithoutASentence_isRefused_namingIt() {
        let report = BenchReport(.pool, numbers: ["runs": 3, "cold_open_p50_ms": 12, "mystery_ms": 4])
        let json = #expect(throws: UnexplainedBenchField.self) { try report.jsonText() }
        #expect(json == UnexplainedBenchField(suite: .pool, field: "mystery_ms"))
        #expect(json?.description.contains("hybrid bench pool printed the field \"mystery_ms\"") == true)
        #expect(throws: UnexplainedBenchField(suite: .pool, field: "mystery_ms")) { try report.text() }
        #expect(throws: UnexplainedBenchField.self) { try BenchLog.print(report, json: true) }
    }

    @Test func anotherSuitesField_isRefusedToo() {
        #expect(throws: UnexplainedBenchField(suite: .pool, field: "bridge_p50_vs_raw")) {
            try BenchReport(.pool, numbers: ["bridge_p50_vs_raw": 1]).jsonText()
        }
    }

    @Test func numbersKeepTheirOldForm_roundedTo4Places_nonFiniteAsNull() throws {
        let object = try Self.object(BenchReport(.load, numbers: [
            "runs": 10, "warm_load_ms": 6.123456, "warm_load_p90_ms": .nan, "cold_engine_first_load_ms": 1e7,
        ]).jsonText())
        #expect(object["runs"] == 10)
        #expect(object["warm_load_ms"] == 6.1235)
        #expect(object["warm_load_p90_ms"] == .null)
        #expect(object["cold_engine_first_load_ms"] == 10_000_000)
    }

    /// A real run of the quickest suite through the built CLI (it needs no display, so it
    /// starts no Xvfb): every key printed is explained, and every field of its table was printed.
    @Test func aTinyUpdateRun_printsOnlyExplainedFields() throws {
        let run = try HybridProcess.run(["bench", "update", "--json", "--checks", "1"], limit: 120)
        #expect(run.status == 0, "\(run.stderr)")
        let line = try #require(run.stdout.split(separator: "\n").last.map(String.init), "no output: \(run.stderr)")
        let object = try Self.object(line)
        let explain = try #require(object["explain"]?.objectValue)
        #expect(Set(object.keys).subtracting(["explain"]) == Set(explain.keys))
        #expect(Set(explain.keys) == Set(BenchSuite.update.fields.map(\.name)))
    }
}
