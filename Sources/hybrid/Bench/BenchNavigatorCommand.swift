import ArgumentParser
import Foundation
import HybridBenchmarks
import HybridCore
import HybridWebKitGTK

/// `hybrid bench navigator`: how long a ``Navigator`` push takes from an empty
/// pool, a warm one and a prerender, against a page opened in a new view; how
/// long back and pop to root take to show a live page below; and whether a
/// prerendered push or a back made the server load anything again. Progress
/// goes to stderr; with `--json`, stdout holds the JSON object alone.
struct BenchNavigatorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navigator", abstract: "Navigator pushes (cold, pooled, prerendered), back and pop to root, against a cold open.",
        discussion: BenchSuite.navigator.help)

    @Option(help: "Rounds; each measures every way once.") var iterations: Int = 20
    @Flag(help: "Print one JSON object on stdout.") var json = false

    func run() throws {
        try HeadlessDisplay.ensure { BenchProgress.say($0) }
        let iterations = max(1, self.iterations)
        HybridLog.level = .warning  // not a notice for every push and pop of the run on stderr
        let report = try MainLoop.run(timeout: .seconds(900)) { try await NavigatorBenchmark.report(iterations: iterations) }
        try BenchLog.print(report, json: json)
    }
}
