import ArgumentParser
import Foundation
import HybridBenchmarks
import HybridWebKitGTK

/// `hybrid bench soak`: lease/return cycles, web-process kills and calls under
/// load in one process; then what is still alive and what memory it holds.
struct BenchSoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak", abstract: "Hours of use in minutes: leaks, lost calls, memory.", discussion: BenchSuite.soak.help)

    @Option(help: "Pool lease/return cycles.") var cycles: Int = 1_000
    @Option(help: "Web-process kills, each recovered.") var kills: Int = 100
    @Option(help: "Containers calling both ways at once.") var containers: Int = 10
    @Option(help: "Calls each container makes in each direction.") var calls: Int = 1_000
    @Option(help: ArgumentHelp("Leases one web process serves before it is retired (to find where memory goes).", visibility: .hidden)) var maximumReuses: Int?
    @Flag(help: "Print one JSON object.") var json = false

    func run() throws {
        try HeadlessDisplay.ensure { BenchLog.note($0) }
        let (cycles, kills, containers, calls, maximumReuses) = (max(10, cycles), max(1, kills), max(1, containers), max(1, calls), maximumReuses)
        let result = try MainLoop.run(timeout: .seconds(7200)) {
            try await SoakRun(cycles: cycles, kills: kills, containers: containers, calls: calls, maximumReuses: maximumReuses).run()
        }
        try BenchLog.print(BenchReport(.soak, numbers: result), json: json)
    }
}
