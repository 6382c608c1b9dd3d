import ArgumentParser
import Foundation
import HybridBenchmarks
import HybridWebKitGTK

/// `hybrid bench bridge [--json]`: our bridge against raw messageHandlers,
/// the hidden-iframe URL-scheme transport and the prompt() transport, in one
/// page and one run. Progress goes to stderr; with `--json`, stdout holds the
/// JSON object alone.
struct BenchBridgeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bridge",
        abstract: "Round-trip latency (p50, p99) and pipelined throughput of JS ↔ native transports.",
        discussion: BenchSuite.bridge.help
    )

    @Flag(help: "Print one JSON object on stdout.")
    var json = false

    @Option(help: "Sequential calls per transport per round.")
    var calls = 500

    @Option(help: "Rounds; transports alternate within each round.")
    var rounds = 6

    @Option(help: "Calls in one pipelined batch.")
    var batch = 5000

    func run() throws {
        let configuration = BridgeBenchmark.Configuration(calls: calls, rounds: rounds, batch: batch)
        try HeadlessDisplay.ensure { BenchProgress.say($0) }
        let report = try MainActor.assumeIsolated {
            try MainLoop.run(timeout: .seconds(600)) { try await BridgeBenchmark(configuration: configuration).run() }
        }
        try BenchLog.print(report, json: json)
    }
}
