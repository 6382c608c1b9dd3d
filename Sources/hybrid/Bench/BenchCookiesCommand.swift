import ArgumentParser
import Foundation
import HybridBenchmarks
import HybridTestServer
import HybridWebKitGTK

/// `hybrid bench cookies`: the jar against Foundation's HTTPCookieStorage, and
/// CookieSync against the seeds' cookie web view, and the next page's load
/// after a page flooded the store with cookies, in one run.
struct BenchCookiesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cookies", abstract: "Cookie jar and cookie sync benchmarks.", discussion: BenchSuite.cookies.help)

    @Option(help: "Runs of each sync technique.") var runs: Int = 5
    @Flag(help: "Print one JSON object.") var json = false

    func run() throws {
        BenchLog.note("cookies: jar vs HTTPCookieStorage, 10,000 cookies over 1,000 domains")
        var results = CookieJarBenchmark().run()
        try HeadlessDisplay.ensure { BenchLog.note($0) }
        let runs = max(1, self.runs)
        let sync = try MainLoop.run(timeout: .seconds(600)) { () async throws -> [String: Double] in
            let server = try await TestServer.start()
            defer { Task { await server.stop() } }
            var results = try await CookieSyncBenchmark(runs: runs).run(server: server)
            results.merge(try await CookieFloodBenchmark().run(server: server)) { _, new in new }
            results.merge(try await CookieLongFloodBenchmark().run(server: server)) { _, new in new }
            return results
        }
        results.merge(sync) { _, new in new }
        try BenchLog.print(BenchReport(.cookies, numbers: results), json: json)
    }
}
