import ArgumentParser
import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK

/// `hybrid bench pool`: how long a page takes to open (load finished, bridge
/// ready) in a new view, a prewarmed one, a pooled one and a prerendered one
/// (lease to the document visible and complete), and a prerendered shell told a
/// new route, side by side; the web
/// processes a pooled lease starts; and what an idle view holds.
struct BenchPoolCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "pool", abstract: "Cold, prewarmed and pooled page opens.")

    @Option(help: "Opens measured for each way.") var runs: Int = 30
    @Option(help: "Idle views measured for their memory.") var idleViews: Int = 3
    @Flag(help: "Print one JSON object.") var json = false

    func run() throws {
        try HeadlessDisplay.ensure { BenchLog.note($0) }
        let runs = max(1, self.runs), idleViews = max(1, self.idleViews)
        let result = try MainLoop.run(timeout: .seconds(900)) { () async throws -> [String: Double] in
            let server = try await TestServer.start()
            try await DemoSite.serve(on: server)
            let engine = try GTKEngine()
            let benchmark = PoolBenchmark(engine: engine, url: server.url("/index.html"))
            let samples = try await benchmark.run(rounds: runs)
            let idle = await benchmark.idleCost(views: idleViews)
            await server.stop()
            let cold = Stats.median(samples.cold), pooled = Stats.median(samples.pooled)
            return [
                "runs": Double(runs),
                "cold_open_p50_ms": cold, "cold_open_p95_ms": Stats.percentile(samples.cold, 0.95),
                "prewarmed_open_p50_ms": Stats.median(samples.prewarmed),
                "pooled_open_p50_ms": pooled, "pooled_open_p95_ms": Stats.percentile(samples.pooled, 0.95),
                "pooled_open_percent_of_cold": pooled / cold * 100,
                "reused_in_place_open_p50_ms": Stats.median(samples.reusedInPlace),
                "prerendered_open_p50_ms": Stats.median(samples.prerendered),
                "prerendered_open_p95_ms": Stats.percentile(samples.prerendered, 0.95),
                "prerendered_open_percent_of_cold": Stats.median(samples.prerendered) / cold * 100,
                "spa_route_push_p50_ms": Stats.median(samples.routePush),
                "prerendered_visibilitychange_after_lease_p50_ms": Stats.median(benchmark.visibilityLatency),
                "prerendered_snapshot_after_lease_p50_ms": Stats.median(benchmark.firstFrameLatency),
                "web_processes_started_per_lease": Double(samples.processesStartedOpening) / Double(runs),
                "web_processes_started_per_lease_cycle": Double(samples.processesStartedPerCycle) / Double(runs),
                "pool_maximum_reuses": Double(WebViewPool.Configuration().maximumReuses),
                "idle_view_web_processes": idle.processes,
                "idle_view_rss_mb": idle.residentMB,
                "idle_view_anon_rss_mb": idle.anonymousMB,
            ]
        }
        BenchLog.print(result, json: json)
    }
}
