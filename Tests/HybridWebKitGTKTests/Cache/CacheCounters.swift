import Foundation
import HybridCore
import HybridTesting
import HybridTestServer
import HybridWebKitGTK

/// What the loopback server saw of one visit to the cache site on one origin.
struct CacheVisit: Equatable {
    /// Status per path, in request order; a path with no request is absent.
    var statuses: [String: [Int]]

    func count(_ path: String) -> Int { statuses[path]?.count ?? 0 }
    func all(_ path: String, are status: Int) -> Bool { statuses[path].map { !$0.isEmpty && $0.allSatisfy { $0 == status } } ?? false }
}

/// Opens `/cache/page.html` of `origin` in a new view of `engine` and returns what the server saw.
@MainActor
func visitCacheSite(_ engine: GTKEngine, _ server: TestServer, origin: URL) async throws -> CacheVisit {
    await server.clearRequests()
    let container = try EngineHarness.container(engine)
    defer { container.close() }
    try await container.load(URL(string: "/cache/page.html", relativeTo: origin)!.absoluteURL)
    try await eventually("the script ran") { try await container.evaluateJavaScript("window.loaded === true") == .bool(true) }
    let seen = await server.requests.filter { $0.origin == serializedOrigin(origin) && $0.path.hasPrefix("/cache/") }
    try await eventually("every answer recorded") { await server.requests.allSatisfy { $0.status != nil } }
    return CacheVisit(statuses: Dictionary(grouping: seen, by: \.path).mapValues { $0.compactMap(\.status) })
}

/// An engine with its website data on disk: an ephemeral engine has no disk cache to count.
@MainActor
func persistentEngine() throws -> GTKEngine {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hybridkit-cache-\(UUID().uuidString)")
    return try GTKEngine(dataDirectory: folder)
}

/// Waits until the engine's disk cache lists `host`: WebKit writes cache
/// entries a moment after a load, and a clear made before then misses them.
@MainActor
func waitUntilCached(_ engine: GTKEngine, _ hosts: String...) async throws {
    try await eventually("disk cache holds \(hosts)") {
        let names = Set(try await engine.websiteData.records(of: .diskCache).map(\.name))
        return hosts.allSatisfy(names.contains)
    }
}
