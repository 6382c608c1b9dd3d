import Foundation
import HybridCore
import HybridStorage
import HybridTestServer
import HybridWebKitGTK

/// One page with `hybrid.storage` on a fresh store; the page times itself (`storage-bench.js`).
@MainActor
package struct StorageBenchmark {
    let calls: Int

    package init(calls: Int) { self.calls = calls }

    package func run(server: TestServer) async throws -> [String: Double] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hybridkit-bench-storage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let storage = try BridgeStorage(fileURL: folder.appendingPathComponent("store.sqlite"))
        // Cross-origin isolation: WebKit only gives performance.now() fine resolution to isolated pages.
        await server.serve(html: "<title>storage bench</title>", at: "/bench/storage",
                           headers: [("Cross-Origin-Opener-Policy", "same-origin"), ("Cross-Origin-Embedder-Policy", "require-corp")])
        let engine = try GTKEngine()
        let container = try WebContainer(engine: engine)
        defer { container.close() }
        storage.install(on: container.bridge)
        container.bridge.registerRaw("bench.echo") { params, _ in params }
        container.bridge.registerRaw("bench.sink") { _, _ in RawJSON.null }
        try await container.load(server.url("/bench/storage"))
        try await container.bridge.waitUntilPageReady()
        BenchLog.note("storage: \(calls) sets, gets, bridge calls and localStorage sets of 4 KB")
        let result = try await container.callAsyncJavaScript(try BenchResources.text("storage-bench", "js"),
                                                             arguments: ["config": ["warmup": 200, "calls": .number(Double(calls))]])
        guard case .object(let measured) = result else { throw BenchFailure.unexpectedResult(result.jsonText) }
        return measured.compactMapValues(\.numberValue)
    }
}
