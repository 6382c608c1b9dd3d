import Foundation
import HybridCore
import HybridWebKitGTK

/// The reading behind `hybrid bench idle`: CPU used by a loaded, quiet container,
/// which must be near zero (GLib sleeps in poll; nothing busy-polls the dispatch queue).
@MainActor
package struct IdleBenchmark {
    let seconds: Int

    package init(seconds: Int) { self.seconds = seconds }

    package func run(url: URL) async throws -> [String: Double] {
        let engine = try GTKEngine()
        let container = WebContainer(view: engine.makeGTKView())
        defer { container.close() }
        try await container.load(url)
        try await Task.sleep(for: .seconds(1))
        BenchLog.note("idle: page loaded, measuring \(seconds) s")
        let before = ProcessCPU.now()
        try await Task.sleep(for: .seconds(seconds))
        let after = ProcessCPU.now()
        return [
            "idle_seconds": Double(seconds),
            "idle_cpu_percent_app": (after.own - before.own) / Double(seconds) * 100,
            "idle_cpu_percent_webkit_children": (after.children - before.children) / Double(seconds) * 100,
        ]
    }
}
