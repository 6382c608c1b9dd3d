import ArgumentParser
import Foundation
import HybridBenchmarks
import HybridTestServer
import HybridWebKitGTK

/// `hybrid bench storage`: `hybrid.storage` set and get of 4 KB values, timed
/// from page JS, beside a bare bridge round trip and `localStorage.setItem` in the same page;
/// then the disk a site's tiny keys take against its quota (``StorageDiskBenchmark``).
struct BenchStorageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storage", abstract: "Bridge storage latency against localStorage.", discussion: BenchSuite.storage.help)

    @Option(help: "Timed calls of each kind.") var calls = 2000
    @Flag(help: "Print one JSON object.") var json = false

    func run() throws {
        try HeadlessDisplay.ensure { BenchLog.note($0) }
        let calls = max(20, self.calls)
        var results = try MainActor.assumeIsolated {
            try MainLoop.run(timeout: .seconds(600)) { () async throws -> [String: Double] in
                let server = try await TestServer.start()
                defer { Task { await server.stop() } }
                return try await StorageBenchmark(calls: calls).run(server: server)
            }
        }
        results.merge(try StorageDiskBenchmark().run()) { $1 }
        try BenchLog.print(BenchReport(.storage, numbers: results), json: json)
    }
}
