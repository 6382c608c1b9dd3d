import Foundation
import HybridCore
import HybridVocabulary

extension NavigatorBenchmark {
    /// What a stack costs in resident memory: the app and its WebKit processes with
    /// 1, 5 and 20 pages in one navigator, then after ``Navigator/handleMemoryPressure()``
    /// (hidden pages below the two top ones discarded). Run after the timed rounds,
    /// with every other page closed, so the stack is alone.
    func memoryFigures() async throws -> [String: JSONValue] {
        let pool = WebViewPool(engine: engine, maximumIdle: 0)
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
        try await record(&out, "memory_20_pages_budget_8", webProcesses: 8) { navigator.maximumLivePages = 8 }
        navigator.maximumLivePages = nil
        navigator.handleMemoryPressure()
        let live = navigator.stack.filter { !$0.isClosed }.count
        let after = try await settledReading(webProcesses: { $0 <= live })
        out["memory_after_pressure_live_pages"] = .number(Double(live))
        out["memory_after_pressure_app_mb"] = Self.rounded(after.appMB)
        out["memory_after_pressure_webkit_mb"] = Self.rounded(after.webKitMB)
        out["memory_after_pressure_web_processes"] = .number(Double(after.webProcesses))
        return out
    }

    /// What 4 tabs of 5 pages cost, then with ``NavigatorTabs/maximumLivePages`` of 8, and what
    /// bringing a discarded page back costs in time: in each tab, Back to the page below the
    /// top (live) and then to the one below that (discarded: loaded again, its scroll put back).
    func tabMemoryFigures() async throws -> [String: JSONValue] {
        let pool = WebViewPool(engine: engine, maximumIdle: 0)
        let names = ["t1", "t2", "t3", "t4"]
        let tabs = try NavigatorTabs(pool: pool, tabs: names.map { ($0, url("tab-\($0)-root")) })
        var navigators: [Navigator] = []
        defer { for navigator in navigators { (navigator.modalStack + navigator.stack).forEach { $0.close() } } }
        for name in names {
            BenchProgress.say("navigator: memory of tab \(name)")
            try await tabs.select(name)
            let navigator = try await tabs.navigator(name)
            navigators.append(navigator)
            try await finished(navigator)
            for depth in 1...4 { try await push(navigator, "tab-\(name)-\(depth)") }
        }
        var out: [String: JSONValue] = [:]
        try await record(&out, "memory_4x5_tabs", webProcesses: 20) {}
        try await record(&out, "memory_4x5_tabs_budget_8", webProcesses: 8) { tabs.maximumLivePages = 8 }
        out["memory_4x5_tabs_budget_8_live_pages"] = .number(Double(navigators.flatMap(\.stack).count))
        var live: [Double] = [], restored: [Double] = []
        for (name, navigator) in zip(names, navigators) {
            try await tabs.select(name)
            live.append(try await timedPop(navigator))
            restored.append(try await timedPop(navigator))
        }
        out["budget_back_to_live_page_p50_ms"] = Self.rounded(Stats.median(live))
        out["budget_restore_discarded_page_p50_ms"] = Self.rounded(Stats.median(restored))
        out["budget_restore_discarded_page_max_ms"] = Self.rounded(restored.max() ?? .nan)
        return out
    }

    /// A reading after `change`, once at most (or, growing, at least) `webProcesses` web processes are alive.
    private func record(_ out: inout [String: JSONValue], _ name: String, webProcesses: Int, after change: () -> Void) async throws {
        let before = ProcessMemory.read().webProcesses
        change()
        let reading = try await settledReading(webProcesses: { before > webProcesses ? $0 <= webProcesses : $0 >= webProcesses })
        out["\(name)_app_mb"] = Self.rounded(reading.appMB)
        out["\(name)_webkit_mb"] = Self.rounded(reading.webKitMB)
        out["\(name)_web_processes"] = .number(Double(reading.webProcesses))
    }

    /// `pop()` until the page now on top finished loading (at once for a live one) and answers over its bridge.
    private func timedPop(_ navigator: Navigator) async throws -> Double {
        let start = ContinuousClock.now
        try await navigator.pop()
        try await finished(navigator)
        guard let top = navigator.topContainer else { throw BenchFailure.failed("no page on top after a pop") }
        _ = try await counter(of: top)
        return (ContinuousClock.now - start).timeInterval * 1000
    }

    private func finished(_ navigator: Navigator) async throws {
        guard let top = navigator.topContainer else { throw BenchFailure.failed("no page on top") }
        await navigator.entry(of: top)?.firstLoad?.value
        try await top.bridge.waitUntilPageReady()
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
