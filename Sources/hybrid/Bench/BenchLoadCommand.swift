import ArgumentParser
import Foundation
import HybridBenchmarks
import HybridTestServer
import HybridWebKitGTK

/// `hybrid bench load`: how long a page takes to open in a brand-new engine,
/// in a new view of a running engine, and again in an existing view.
struct BenchLoadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "load", abstract: "Cold and warm page load times.", discussion: BenchSuite.load.help)

    @Option(help: "Loads measured for each case.") var runs: Int = 10
    @Option(help: "The page: 'demo' (HTML + script + bridge calls) or 'blank' (one small HTML response).")
    var page: String = "demo"
    @Flag(help: "Print one JSON object.") var json = false

    func run() throws {
        try HeadlessDisplay.ensure { BenchLog.note($0) }
        let runs = max(1, self.runs)
        guard ["demo", "blank"].contains(page) else { throw ValidationError("--page is 'demo' or 'blank', not '\(page)'") }
        let path = page == "demo" ? "/index.html" : "/blank"
        let result = try MainLoop.run(timeout: .seconds(300)) { () async throws -> [String: Double] in
            let server = try await TestServer.start()
            try await DemoSite.serve(on: server)
            let result = try await LoadBenchmark(runs: runs).run(url: server.url(path))
            await server.stop()
            return result
        }
        try BenchLog.print(BenchReport(.load, numbers: result), json: json)
    }
}
