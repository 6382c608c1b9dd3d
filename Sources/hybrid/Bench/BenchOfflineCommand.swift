import ArgumentParser
import Foundation
import HybridBenchmarks
import HybridTestServer
import HybridWebKitGTK

/// `hybrid bench offline`: the same 50-file page loaded from a package over
/// `app://` and from the loopback HTTP server, side by side in one run; range
/// reads; a 10 MB install; and the bytes a tampered file serves (target 0).
struct BenchOfflineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "offline", abstract: "Offline package serving, ranges and install.", discussion: BenchSuite.offline.help)

    @Option(help: "Page loads measured per source.") var loads: Int = 40
    @Option(help: "Range reads measured.") var ranges: Int = 100
    @Flag(help: "Print one JSON object.") var json = false

    func run() throws {
        try HeadlessDisplay.ensure { BenchLog.note($0) }
        let (loads, ranges) = (max(1, self.loads), max(1, self.ranges))
        let result = try MainLoop.run(timeout: .seconds(600)) { () async throws -> [String: Double] in
            let server = try await TestServer.start()
            defer { Task { await server.stop() } }
            return try await OfflineBenchmark(loads: loads, ranges: ranges).run(server: server)
        }
        try BenchLog.print(BenchReport(.offline, numbers: result), json: json)
    }
}
