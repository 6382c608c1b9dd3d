import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK

/// Kills a page's web process again and again and times the way back: HybridKit's
/// recovery (reload, bridge up, scroll restored) beside the peer technique, a blind
/// `reload()` on termination as Capacitor does, in the same run.
@MainActor
package struct RecoveryBenchmark {
    let runs: Int

    package init(runs: Int) { self.runs = runs }

    package func run() async throws -> [String: Double] {
        let server = try await TestServer.start()
        defer { Task { await server.stop() } }
        await server.serve(html: try BenchResources.text("recover", "html"), at: "/recover/deep")
        let url = server.url("/recover/deep?id=7")
        let engine = try GTKEngine()
        var ours: [Double] = [], peer: [Double] = [], warm: [Double] = []
        var ourURLs = 0, ourScrolls = 0, peerScrolls = 0, ourWarm = 0
        for run in 1...runs {
            BenchLog.note("recovery: run \(run)/\(runs)")
            let outcome = try await measure(engine, url: url, automatic: true)
            ours.append(outcome.milliseconds)
            if outcome.url == url { ourURLs += 1 }
            if outcome.scrollRestored { ourScrolls += 1 }
            if outcome.movedToWarmView { ourWarm += 1 }
            let blind = try await measure(engine, url: url, automatic: false)
            peer.append(blind.milliseconds)
            if blind.scrollRestored { peerScrolls += 1 }
            warm.append(try await warmLoad(engine, url: url))
        }
        let probes = try await probeCosts(engine, url: url)
        return [
            "runs": Double(runs),
            "recovery_p50_ms": Stats.median(ours), "recovery_p95_ms": Stats.percentile(ours, 0.95),
            "restored_url_rate": Double(ourURLs) / Double(runs), "restored_scroll_rate": Double(ourScrolls) / Double(runs),
            "warm_view_rate": Double(ourWarm) / Double(runs),
            "peer_blind_reload_p50_ms": Stats.median(peer), "peer_blind_reload_p95_ms": Stats.percentile(peer, 0.95),
            "peer_restored_scroll_rate": Double(peerScrolls) / Double(runs),
            "warm_load_p50_ms": Stats.median(warm), "warm_load_p95_ms": Stats.percentile(warm, 0.95),
            "recovery_p95_vs_warm_load_p95": Stats.percentile(ours, 0.95) / Stats.percentile(warm, 0.95),
            "blank_probe_ms": probes.document, "blank_probe_snapshot_ms": probes.snapshot,
        ]
    }

    private struct Outcome {
        var milliseconds: Double
        var url: URL?
        var scrollRestored: Bool
        var movedToWarmView: Bool
    }

    /// One page, scrolled, then its process killed: milliseconds until it is back with its bridge.
    private func measure(_ engine: GTKEngine, url: URL, automatic: Bool) async throws -> Outcome {
        let container = try WebContainer(engine: engine)
        defer { container.close() }
        container.configuration.recoveryPolicy.isEnabled = automatic
        container.configuration.recoveryPolicy.keepsWarmView = automatic
        container.configuration.recoveryPolicy.crashLoopLimit = .max
        let watcher = RecoveryWatcher()
        container.configuration.recoveryDelegate = watcher
        try await container.load(url)
        try await container.bridge.waitUntilPageReady()
        _ = try await container.evaluateJavaScript("window.scrollTo(0, 4321); true")
        try await Task.sleep(for: .milliseconds(250))  // the tracker reports at most every 100 ms
        // As in an app whose page has been open a while: the view kept for recovery is warm.
        while automatic && !container.hasWarmView { try await Task.sleep(for: .milliseconds(20)) }
        let before = container.engineView
        let started = ContinuousClock.now
        try container.engineView.terminateWebProcess()
        if automatic {
            try await watcher.waitForRecovery()
        } else {
            try await watcher.waitForTermination()
            try await container.reload()
            try await container.bridge.waitUntilPageReady()
        }
        let elapsed = (ContinuousClock.now - started).timeInterval * 1000
        let scroll = try await container.evaluateJavaScript("window.scrollY")
        return Outcome(milliseconds: elapsed, url: container.url, scrollRestored: scroll == 4321,
                       movedToWarmView: container.engineView !== before)
    }

    /// The floor: the same URL loaded, to its bridge being up, in a view whose web process already runs.
    private func warmLoad(_ engine: GTKEngine, url: URL) async throws -> Double {
        let container = WebContainer(view: engine.makeGTKView())
        defer { container.close() }
        try await container.loadHTML("<title>warm</title>", baseURL: URL(string: "about:blank"))
        let started = ContinuousClock.now
        try await container.load(url)
        try await container.bridge.waitUntilPageReady()
        return (ContinuousClock.now - started).timeInterval * 1000
    }

    /// Median cost of each blank-page probe on a live page.
    private func probeCosts(_ engine: GTKEngine, url: URL) async throws -> (document: Double, snapshot: Double) {
        let container = WebContainer(view: engine.makeGTKView())
        defer { container.close() }
        try await container.load(url)
        var document: [Double] = [], snapshot: [Double] = []
        for _ in 1...runs {
            document.append(await Self.milliseconds { _ = await container.probeBlankPage(.document(deadline: .seconds(2))) })
            snapshot.append(await Self.milliseconds { _ = await container.probeBlankPage(.snapshot(grid: 16)) })
        }
        return (Stats.median(document), Stats.median(snapshot))
    }

    /// How long `probe` took, in milliseconds: the probe reports only its verdict.
    private static func milliseconds(_ probe: () async -> Void) async -> Double {
        let started = ContinuousClock.now
        await probe()
        return (ContinuousClock.now - started).timeInterval * 1000
    }
}
