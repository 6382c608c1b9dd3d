import ArgumentParser
import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK

/// `hybrid bench idle`: CPU used by a loaded, quiet container, which must be
/// near zero (GLib sleeps in poll; nothing busy-polls the dispatch queue).
struct BenchIdleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "idle", abstract: "CPU of a loaded, quiet container.")

    @Option(help: "Seconds to measure.") var seconds: Int = 10
    @Flag(help: "Print one JSON object.") var json = false

    func run() throws {
        try HeadlessDisplay.ensure { BenchLog.note($0) }
        let seconds = self.seconds
        let result = try MainLoop.run(timeout: .seconds(seconds + 60)) { () async throws -> [String: Double] in
            let server = try await TestServer.start()
            try await DemoSite.serve(on: server)
            let engine = try GTKEngine()
            let container = WebContainer(view: engine.makeGTKView())
            defer { container.close() }
            try await container.load(server.url("/index.html"))
            try await Task.sleep(for: .seconds(1))
            BenchLog.note("idle: page loaded, measuring \(seconds) s")
            let before = ProcessCPU.now()
            try await Task.sleep(for: .seconds(seconds))
            let after = ProcessCPU.now()
            await server.stop()
            return [
                "idle_seconds": Double(seconds),
                "idle_cpu_percent_app": (after.own - before.own) / Double(seconds) * 100,
                "idle_cpu_percent_webkit_children": (after.children - before.children) / Double(seconds) * 100,
            ]
        }
        BenchLog.print(result, json: json)
    }
}
