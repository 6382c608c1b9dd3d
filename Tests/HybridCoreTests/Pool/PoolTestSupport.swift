import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridCore
import HybridTesting
import HybridVocabulary

/// A pool on the fake engine, and ways to see through a lease.
@MainActor
enum PoolFixture {
    static func pool(maximumIdle: Int = 2, maximumReuses: Int = 20) -> (WebViewPool, FakeWebEngine) {
        let engine = FakeWebEngine()
        let pool = WebViewPool(engine: engine, maximumIdle: maximumIdle, maximumReuses: maximumReuses, warmUpTimeout: .seconds(5))
        return (pool, engine)
    }

    /// The fake view a leased container drives now (`nil` once its lease ended).
    static func view(of container: WebContainer) -> FakeWebEngineView? {
        container.engineView as? FakeWebEngineView
    }

    /// Starts a page load the way an app's `load` does, and reports it finished.
    static func use(_ container: WebContainer, _ path: String = "/page") async throws {
        let url = URL(string: "https://app.example\(path)")!
        guard let fake = view(of: container) else { throw EngineError.viewClosed }
        let before = fake.loadedRequests.count
        async let loaded = container.load(url)
        while fake.loadedRequests.count == before { await Task.yield() }
        view(of: container)?.report(.started(url))
        view(of: container)?.report(.committed(url))
        view(of: container)?.report(.finished(url))
        _ = try await loaded
    }

    /// Lets warm-ups started by a return run to their end.
    static func settle(_ pool: WebViewPool) async {
        await pool.prewarm(0)
    }
}
