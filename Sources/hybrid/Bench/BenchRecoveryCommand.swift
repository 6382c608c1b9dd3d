import ArgumentParser
import HybridBenchmarks
import HybridWebKitGTK

/// `hybrid bench recovery`: web-process death to page back with its bridge,
/// HybridKit's recovery beside a blind reload, and the blank-page probes' cost.
struct BenchRecoveryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recovery", abstract: "Recovery after web-process death, and blank-page probe cost.",
        discussion: BenchSuite.recovery.help)

    /// 40: a p95 of 20 is the second-slowest sample, which one slow death notice from WebKit (up to 4 ms) moves.
    @Option(help: "Terminations measured for each technique.") var runs: Int = 40
    @Flag(help: "Print one JSON object.") var json = false

    func run() throws {
        try HeadlessDisplay.ensure { BenchLog.note($0) }
        let runs = max(1, self.runs)
        let result = try MainLoop.run(timeout: .seconds(600)) { try await RecoveryBenchmark(runs: runs).run() }
        try BenchLog.print(BenchReport(.recovery, numbers: result), json: json)
    }
}
