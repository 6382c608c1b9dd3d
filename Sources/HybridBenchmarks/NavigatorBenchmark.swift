import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK

/// The runs behind `hybrid bench navigator`: a page opened in a new view, and
/// pushed by a ``Navigator`` from an empty pool, a warm pool and a prerender;
/// back to the page below, and back to the root of five; each way once a round,
/// so they share the machine's state.
@MainActor
package final class NavigatorBenchmark {
    let engine: GTKEngine
    let server: TestServer
    /// The page every way opens, told apart by its `page` query.
    static let path = "/bench/navigator.html"

    /// Milliseconds per way, one a round.
    struct Samples {
        var coldOpen: [Double] = [], coldPush: [Double] = [], pooledPush: [Double] = []
        var prerenderedPush: [Double] = [], back: [Double] = [], popToRoot: [Double] = []
    }

    var samples = Samples()
    /// Each prerendered page, with the requests the server had seen for it just before its push.
    var prerenderedRequestsBefore: [(page: String, requests: Int)] = []

    init(engine: GTKEngine, server: TestServer) {
        self.engine = engine
        self.server = server
    }

    func url(_ page: String) -> URL { server.url("\(Self.path)?page=\(page)") }

    /// `rounds` rounds. Cold pushes get a pool that keeps no view (every lease makes
    /// one); the other ways share one pool of two warm views. Back pops the pooled
    /// push to its navigator's root; pop to root has a navigator of its own.
    func run(rounds: Int) async throws {
        let coldPool = WebViewPool(engine: engine, maximumIdle: 0)
        let pool = WebViewPool(engine: engine, maximumIdle: 2)
        let cold = Navigator(pool: coldPool), warm = Navigator(pool: pool), deep = Navigator(pool: pool)
        defer {
            for navigator in [cold, warm, deep] { (navigator.modalStack + navigator.stack).forEach { $0.close() } }
            pool.handleMemoryPressure()
            coldPool.handleMemoryPressure()
        }
        // The roots, untimed; they also open the engine's first views.
        try await push(cold, "cold-root")
        try await push(warm, "root")
        try await push(deep, "deep-root")
        for round in 1...rounds {
            BenchProgress.say("navigator: round \(round)/\(rounds)")
            samples.coldOpen.append(try await coldOpen(url("open-\(round)")))
            samples.coldPush.append(try await timedPush(cold, "cold-\(round)", lease: \.coldLeases))
            try await cold.pop()

            await pool.prewarm(1)
            let counted = try await counter(of: warm.stack[0])
            samples.pooledPush.append(try await timedPush(warm, "pooled-\(round)", lease: \.warmLeases))
            samples.back.append(try await timedBack(warm, counterBefore: counted))

            try await warm.prefetch(url("prerendered-\(round)"))
            await pool.prewarm(0)  // the recycles of earlier returns settle first
            prerenderedRequestsBefore.append(("prerendered-\(round)", try await requests(for: "prerendered-\(round)")))
            samples.prerenderedPush.append(try await timedPush(warm, "prerendered-\(round)", lease: \.prerenderedLeases))
            try await warm.pop()

            for depth in 1...4 { try await push(deep, "deep-\(round)-\(depth)") }
            await pool.prewarm(0)
            samples.popToRoot.append(try await timedPopToRoot(deep))
            await pool.prewarm(0)
        }
    }

    /// Requests the server saw for the page named `page`.
    func requests(for page: String) async throws -> Int {
        await server.requests(to: Self.path).filter { $0.query["page"] == page }.count
    }
}
