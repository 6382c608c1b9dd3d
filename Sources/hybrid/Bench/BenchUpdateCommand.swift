import ArgumentParser
import Foundation
import HybridBenchmarks
import HybridTestServer
import HybridWebKitGTK

/// `hybrid bench update`: live updates from a static feed on the loopback server:
/// bytes for a first install and for a one-file change of a 200-file 10 MB package,
/// extra bytes after a cut at half of a 5 MB file, an unchanged check beside a
/// plain GET of the same channel document, and the install.
struct BenchUpdateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update", abstract: "Live updates: delta bytes, resume, check, install.", discussion: BenchSuite.update.help)

    @Option(help: "Checks measured per technique.") var checks: Int = 50
    @Flag(help: "Print one JSON object.") var json = false

    func run() throws {
        let checks = max(1, self.checks)
        let results = try MainActor.assumeIsolated {
            try MainLoop.run(timeout: .seconds(600)) { () async throws -> [String: Double] in
                let server = try await TestServer.start()
                defer { Task { await server.stop() } }
                return try await UpdateBenchmark(server: server, checks: checks).run()
            }
        }
        try BenchLog.print(BenchReport(.update, numbers: results), json: json)
    }
}
