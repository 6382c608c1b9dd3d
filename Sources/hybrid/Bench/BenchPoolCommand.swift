import ArgumentParser
import Foundation
import HybridBenchmarks
import HybridTestServer
import HybridWebKitGTK

/// `hybrid bench pool`: how long a page takes to open (load finished, bridge
/// ready) in a new view, a prewarmed one, a pooled one and a prerendered one
/// (lease to the document visible and complete), and a prerendered shell told a
/// new route, side by side; the web
/// processes a pooled lease starts; and what an idle view holds.
struct BenchPoolCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pool", abstract: "Cold, prewarmed and pooled page opens.", discussion: BenchSuite.pool.help)

    @Option(help: "Opens measured for each way.") var runs: Int = 30
    @Option(help: "Idle views measured for their memory.") var idleViews: Int = 3
    @Flag(help: "Print one JSON object.") var json = false

    func run() throws {
        try HeadlessDisplay.ensure { BenchLog.note($0) }
        let runs = max(1, self.runs), idleViews = max(1, self.idleViews)
        let result = try MainLoop.run(timeout: .seconds(900)) { () async throws -> [String: Double] in
            let server = try await TestServer.start()
            try await DemoSite.serve(on: server)
            let result = try await PoolBenchmark.figures(url: server.url("/index.html"), runs: runs, idleViews: idleViews)
            await server.stop()
            return result
        }
        try BenchLog.print(BenchReport(.pool, numbers: result), json: json)
    }
}
