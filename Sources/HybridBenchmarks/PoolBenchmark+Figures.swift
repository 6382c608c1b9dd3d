import Foundation
import HybridCore
import HybridWebKitGTK

extension PoolBenchmark {
    /// `hybrid bench pool`'s fields: `runs` rounds of opens of `url`, then what `idleViews` idle views hold.
    package static func figures(url: URL, runs: Int, idleViews: Int) async throws -> [String: Double] {
        let benchmark = PoolBenchmark(engine: try GTKEngine(), url: url)
        let samples = try await benchmark.run(rounds: runs)
        let idle = await benchmark.idleCost(views: idleViews)
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
            "pool_maximum_reuses": Double(WebViewPool(engine: benchmark.engine).maximumReuses),
            "idle_view_web_processes": idle.processes,
            "idle_view_rss_mb": idle.residentMB,
            "idle_view_anon_rss_mb": idle.anonymousMB,
        ]
    }
}
