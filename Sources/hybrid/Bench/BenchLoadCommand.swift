import ArgumentParser
import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK

/// `hybrid bench load`: how long a page takes to open in a brand-new engine,
/// in a new view of a running engine, and again in an existing view.
struct BenchLoadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "load", abstract: "Cold and warm page load times.")

    @Option(help: "Loads measured for each case.") var runs: Int = 10
    @Option(help: "The page: 'demo' (HTML + script + bridge calls) or 'blank' (one small HTML response).")
    var page: String = "demo"
    @Flag(help: "Print one JSON object.") var json = false

    func run() throws {
        try HeadlessDisplay.ensure { BenchLog.note($0) }
        let runs = max(1, self.runs)
        guard ["demo", "blank"].contains(page) else { throw ValidationError("--page is 'demo' or 'blank', not '\(page)'") }
        let path = page == "demo" ? "/index.html" : "/blank"
        let result = try MainLoop.run(timeout: .seconds(300)) { () async throws -> [String: Double] in
            let server = try await TestServer.start()
            try await DemoSite.serve(on: server)
            let url = server.url(path)
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
            await server.stop()
            return [
                "runs": Double(runs),
                "cold_engine_first_load_ms": Stats.median(cold), "cold_engine_first_load_p90_ms": Stats.percentile(cold, 0.9),
                "new_view_first_load_ms": Stats.median(newView), "new_view_first_load_p90_ms": Stats.percentile(newView, 0.9),
                "warm_load_ms": Stats.median(warm), "warm_load_p90_ms": Stats.percentile(warm, 0.9),
            ]
        }
        BenchLog.print(result, json: json)
    }

    @MainActor
    private static func openOnce(_ url: URL, engine: GTKEngine) async throws {
        let container = WebContainer(view: engine.makeGTKView())
        defer { container.close() }
        try await container.load(url)
    }

    @MainActor
    private static func time(_ body: () async throws -> Void) async throws -> Double {
        let start = ContinuousClock.now
        try await body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }
}
