import Foundation
import HybridCore
import HybridEngineSupport

extension NavigatorBenchmark {
    /// What a stack costs in resident memory: the app and its WebKit processes with
    /// 1, 5 and 20 pages in one navigator, then after ``Navigator/handleMemoryPressure()``
    /// (hidden pages below the two top ones discarded). Run after the timed rounds,
    /// with every other page closed, so the stack is alone.
    func memoryFigures() async throws -> [String: JSONValue] {
        let pool = WebViewPool(engine: engine, configuration: WebViewPool.Configuration(maximumIdle: 0))
        let navigator = Navigator(pool: pool)
        defer { (navigator.modalStack + navigator.stack).forEach { $0.close() } }
        var out: [String: JSONValue] = [:]
        var pushed = 0
        for pages in [1, 5, 20] {
            BenchProgress.say("navigator: memory with \(pages) pages")
            while navigator.stack.count < pages {
                try await push(navigator, "memory-\(pushed)")
                pushed += 1
            }
            let reading = try await settledReading(webProcesses: { $0 >= pages })
            out["memory_\(pages)_pages_app_mb"] = Self.rounded(reading.appMB)
            out["memory_\(pages)_pages_webkit_mb"] = Self.rounded(reading.webKitMB)
            out["memory_\(pages)_pages_web_processes"] = .number(Double(reading.webProcesses))
        }
        navigator.handleMemoryPressure()
        let live = navigator.stack.filter { !$0.isClosed }.count
        let after = try await settledReading(webProcesses: { $0 <= live })
        out["memory_after_pressure_live_pages"] = .number(Double(live))
        out["memory_after_pressure_app_mb"] = Self.rounded(after.appMB)
        out["memory_after_pressure_webkit_mb"] = Self.rounded(after.webKitMB)
        out["memory_after_pressure_web_processes"] = .number(Double(after.webProcesses))
        return out
    }

    /// A reading once the web-process count satisfies `settled` (processes start and end
    /// a little after their views), or the one at 5 s.
    private func settledReading(webProcesses settled: (Int) -> Bool) async throws -> ProcessMemory.Reading {
        let deadline = ContinuousClock.now + .seconds(5)
        var reading = ProcessMemory.read()
        while !settled(reading.webProcesses), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(100))
            reading = ProcessMemory.read()
        }
        try await Task.sleep(for: .milliseconds(300))  // resident sizes settle after the last load
        return ProcessMemory.read()
    }
}
