import Foundation
import HybridCore
import HybridWebKitGTK

/// The runs behind `hybrid bench load`: how long a page takes to open in a
/// brand-new engine, in a new view of a running engine, and again in an existing view.
@MainActor
package struct LoadBenchmark {
    let runs: Int

    package init(runs: Int) { self.runs = runs }

    package func run(url: URL) async throws -> [String: Double] {
        var cold: [Double] = [], newView: [Double] = [], warm: [Double] = []
        for run in 1...runs {
            BenchLog.note("load: run \(run)/\(runs)")
            cold.append(try await Self.time { try await Self.openOnce(url, engine: try GTKEngine()) })
        }
        let engine = try GTKEngine()
        try await Self.openOnce(url, engine: engine)
        for _ in 1...runs { newView.append(try await Self.time { try await Self.openOnce(url, engine: engine) }) }
        let container = WebContainer(view: engine.makeGTKView())
        defer { container.close() }
        try await container.load(url)
        for _ in 1...runs { warm.append(try await Self.time { try await container.load(url) }) }
        return [
            "runs": Double(runs),
            "cold_engine_first_load_ms": Stats.median(cold), "cold_engine_first_load_p90_ms": Stats.percentile(cold, 0.9),
            "new_view_first_load_ms": Stats.median(newView), "new_view_first_load_p90_ms": Stats.percentile(newView, 0.9),
            "warm_load_ms": Stats.median(warm), "warm_load_p90_ms": Stats.percentile(warm, 0.9),
        ]
    }

    private static func openOnce(_ url: URL, engine: GTKEngine) async throws {
        let container = WebContainer(view: engine.makeGTKView())
        defer { container.close() }
        try await container.load(url)
    }

    private static func time(_ body: () async throws -> Void) async throws -> Double {
        let start = ContinuousClock.now
        try await body()
        return (ContinuousClock.now - start).timeInterval * 1000
    }
}
