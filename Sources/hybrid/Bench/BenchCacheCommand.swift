import ArgumentParser
import Foundation
import HybridBenchmarks
import HybridTestServer
import HybridWebKitGTK

/// `hybrid bench cache`: what the loopback server sees of the engine's HTTP
/// cache on a warm revisit, after removing one origin's data, and on the other origin.
struct BenchCacheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache", abstract: "HTTP cache request counters on two origins.", discussion: BenchSuite.cache.help)

    @Flag(help: "Print one JSON object.") var json = false

    func run() throws {
        try HeadlessDisplay.ensure { BenchLog.note($0) }
        let results = try MainActor.assumeIsolated {
            try MainLoop.run(timeout: .seconds(300)) { () async throws -> [String: Double] in
                let server = try await TestServer.start()
                defer { Task { await server.stop() } }
                return try await CacheBenchmark(server: server).run()
            }
        }
        try BenchLog.print(BenchReport(.cache, numbers: results), json: json)
    }
}
