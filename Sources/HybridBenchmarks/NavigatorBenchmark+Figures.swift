import Foundation
import HybridCore
import HybridVocabulary
import HybridTestServer
import HybridWebKitGTK

extension NavigatorBenchmark {
    /// `hybrid bench navigator`'s fields: `iterations` rounds against a loopback server of its own.
    package static func report(iterations: Int) async throws -> BenchReport {
        let server = try await TestServer.start()
        await server.serve(html: try BenchResources.text("navigator-page", "html"), at: path)
        do {
            let benchmark = NavigatorBenchmark(engine: try GTKEngine(), server: server)
            try await benchmark.run(rounds: iterations)
            var figures = try await benchmark.figures(iterations: iterations)
            figures.merge(try await benchmark.memoryFigures()) { first, _ in first }
            figures.merge(try await benchmark.tabMemoryFigures()) { first, _ in first }
            await server.stop()
            return BenchReport(.navigator, figures: figures)
        } catch {
            await server.stop()
            throw error
        }
    }

    /// The samples as fields, and the requests the server saw where none should be:
    /// for a prerendered page once its push began, for a page below after its first load.
    func figures(iterations: Int) async throws -> [String: JSONValue] {
        try await Task.sleep(for: .milliseconds(200))  // a late reload's request arrives first
        var prerenderedRequests = 0
        for (page, before) in prerenderedRequestsBefore { prerenderedRequests += try await requests(for: page) - before }
        let backReloads = try await requests(for: "root") - 1, popToRootReloads = try await requests(for: "deep-root") - 1
        let cold = Stats.median(samples.coldOpen)
        var out: [String: JSONValue] = [
            "iterations": .number(Double(iterations)),
            "prerendered_push_requests": .number(Double(prerenderedRequests)),
            "prerendered_push_percent_of_cold": Self.rounded(Stats.median(samples.prerenderedPush) / cold * 100),
            "back_reloads": .number(Double(backReloads)),
            "pop_to_root_reloads": .number(Double(popToRootReloads)),
        ]
        let ways = [("cold_open", samples.coldOpen), ("cold_push", samples.coldPush), ("pooled_push", samples.pooledPush),
                    ("prerendered_push", samples.prerenderedPush), ("back", samples.back), ("pop_to_root", samples.popToRoot)]
        for (name, times) in ways {
            out["\(name)_p50_ms"] = Self.rounded(Stats.median(times))
            out["\(name)_p95_ms"] = Self.rounded(Stats.percentile(times, 0.95))
        }
        return out
    }

    static func rounded(_ value: Double) -> JSONValue {
        value.isFinite ? .number((value * 1000).rounded() / 1000) : .null
    }
}
