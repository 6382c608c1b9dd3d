import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridVocabulary

/// Visits the test server's cache site on both origins with an engine whose
/// data is on disk, and counts requests by status.
@MainActor
package struct CacheBenchmark {
    let server: TestServer

    package init(server: TestServer) { self.server = server }

    package func run() async throws -> [String: Double] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hybridkit-bench-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let engine = try GTKEngine(dataDirectory: folder)
        await server.serveCacheSite()
        BenchLog.note("cache: cold visits on both origins")
        for origin in [server.origin, server.secondOrigin] { _ = try await visit(engine, origin) }
        try await waitUntilCached(engine, [server.origin.host!, server.secondOrigin.host!])
        let warm = try await visit(engine, server.origin)
        let otherBefore = try await visit(engine, server.secondOrigin)
        BenchLog.note("cache: removing \(server.origin.host!)'s HTTP cache by record")
        try await WebsiteDataCleaner(engine: engine).remove(.httpCache, forSites: [server.origin.host!])
        let cleared = try await visit(engine, server.origin)
        let otherAfter = try await visit(engine, server.secondOrigin)
        let noCache = ["/cache/page.html", "/cache/no-cache-etag.css", "/cache/no-cache-date.js"]
        return [
            "warm_maxage_requests": Double(warm.filter { $0.path == "/cache/max-age.css" }.count),
            "warm_nocache_304s": Double(warm.filter { noCache.contains($0.path) && $0.status == 304 }.count),
            "warm_nocache_200s": Double(warm.filter { noCache.contains($0.path) && $0.status == 200 }.count),
            "after_clear_200s": Double(cleared.filter { $0.status == 200 }.count),
            "after_clear_requests": Double(cleared.count),
            "other_origin_changed": otherBefore == otherAfter ? 0 : 1,
        ]
    }

    /// The cache site's requests one visit in a new view made, as (path, status), sorted by path.
    private func visit(_ engine: GTKEngine, _ origin: URL) async throws -> [Exchange] {
        await server.clearRequests()
        let container = WebContainer(view: engine.makeGTKView())
        defer { container.close() }
        try await container.load(URL(string: "/cache/page.html", relativeTo: origin)!.absoluteURL)
        while try await container.evaluateJavaScript("window.loaded === true") != .bool(true) { try await Task.sleep(for: .milliseconds(10)) }
        while await server.requests.contains(where: { $0.status == nil }) { try await Task.sleep(for: .milliseconds(10)) }
        let host = BridgeOrigin(url: origin)?.description
        return await server.requests.filter { $0.origin == host && $0.path.hasPrefix("/cache/") }
            .map { Exchange(path: $0.path, status: $0.status ?? 0) }.sorted { $0.path < $1.path }
    }

    /// WebKit writes disk cache entries a moment after a load; removing before then would miss them.
    private func waitUntilCached(_ engine: GTKEngine, _ hosts: [String]) async throws {
        while !Set(try await engine.websiteData.records(of: .diskCache).map(\.name)).isSuperset(of: hosts) {
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    private struct Exchange: Equatable {
        var path: String
        var status: Int
    }
}
