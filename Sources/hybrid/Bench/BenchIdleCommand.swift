import ArgumentParser
import Foundation
import HybridBenchmarks
import HybridTestServer
import HybridWebKitGTK

/// `hybrid bench idle`: CPU used by a loaded, quiet container, which must be
/// near zero (GLib sleeps in poll; nothing busy-polls the dispatch queue).
struct BenchIdleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "idle", abstract: "CPU of a loaded, quiet container.", discussion: BenchSuite.idle.help)

    @Option(help: "Seconds to measure.") var seconds: Int = 10
    @Flag(help: "Print one JSON object.") var json = false

    func run() throws {
        try HeadlessDisplay.ensure { BenchLog.note($0) }
        let seconds = self.seconds
        let result = try MainLoop.run(timeout: .seconds(seconds + 60)) { () async throws -> [String: Double] in
            let server = try await TestServer.start()
            try await DemoSite.serve(on: server)
            let result = try await IdleBenchmark(seconds: seconds).run(url: server.url("/index.html"))
            await server.stop()
            return result
        }
        try BenchLog.print(BenchReport(.idle, numbers: result), json: json)
    }
}
