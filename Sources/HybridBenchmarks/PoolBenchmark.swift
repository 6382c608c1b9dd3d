import Foundation
import HybridCore
import HybridWebKitGTK

/// The runs behind `hybrid bench pool`: the same page opened, to load finished
/// with the bridge ready, four ways in each round, so they share the machine's state.
@MainActor
package final class PoolBenchmark {
    let engine: GTKEngine
    let url: URL
    /// After a prerendered lease, until the page's `visibilityState` says `visible`.
    var visibilityLatency: [Double] = []
    /// After a prerendered lease, until a snapshot shows the page (a snapshot's own cost included).
    var firstFrameLatency: [Double] = []

    init(engine: GTKEngine, url: URL) {
        self.engine = engine
        self.url = url
    }

    /// Times per way, and the web processes pooled leases started: from lease to
    /// bridge ready, and over the whole cycle (until the returned view's
    /// replacement was warm again, a retired process's successor included).
    struct Samples {
        var cold: [Double] = [], prewarmed: [Double] = [], pooled: [Double] = [], reusedInPlace: [Double] = []
        /// Lease of a prerendered page to its document visible and complete; a shell told a new route.
        var prerendered: [Double] = [], routePush: [Double] = []
        var processesStartedOpening = 0, processesStartedPerCycle = 0
    }

    func run(rounds: Int) async throws -> Samples {
        var samples = Samples()
        // Prewarmed: a view warmed from nothing and used once (a reuse limit of 1
        // retires its process, and a new one is warmed in its place).
        let prewarmedPool = WebViewPool(engine: engine, maximumIdle: 1, maximumReuses: 1)
        let pool = WebViewPool(engine: engine, maximumIdle: 1)
        await prewarmedPool.prewarm(1)
        await pool.prewarm(1)
        // One untimed lease, so every timed one gets a recycled view.
        _ = try await timedOpen { try await pool.lease() }
        // What fencing history in one reused view would cost per lease: a load in a view that showed about:blank.
        let reused = try WebContainer(engine: engine)
        defer { reused.close() }
        for round in 1...rounds {
            BenchLog.note("pool: round \(round)/\(rounds)")
            samples.cold.append(try await timedOpen { try WebContainer(engine: engine) })
            samples.prewarmed.append(try await timedOpen { try await prewarmedPool.lease() })
            await prewarmedPool.prewarm(1)  // its successor is warm before the next way is timed
            let before = ChildProcesses.current()
            samples.pooled.append(try await timedOpen({ try await pool.lease() }, whenOpen: {
                samples.processesStartedOpening += ChildProcesses.current().subtracting(before).count
            }))
            await pool.prewarm(0)
            samples.processesStartedPerCycle += ChildProcesses.current().subtracting(before).count
            try await reused.load(URL(string: "about:blank")!)
            samples.reusedInPlace.append(try await time { try await open(reused) })
            samples.prerendered.append(try await prerenderedOpen(pool))
            samples.routePush.append(try await routePush(pool, round: round))
        }
        pool.handleMemoryPressure()
        prewarmedPool.handleMemoryPressure()
        return samples
    }

    /// What `count` idle views hold, per view: the web processes they started,
    /// and those processes' resident memory, all of it (`VmRSS`) and their own (`RssAnon`).
    func idleCost(views count: Int) async -> (processes: Double, residentMB: Double, anonymousMB: Double) {
        let pool = WebViewPool(engine: engine, maximumIdle: count)
        defer { pool.handleMemoryPressure() }
        let before = ChildProcesses.current()
        await pool.prewarm(count)
        let started = ChildProcesses.current().subtracting(before)
        let resident = started.map { ChildProcesses.residentMegabytes(of: $0) }.reduce(0, +)
        let anonymous = started.map { ChildProcesses.residentMegabytes(of: $0, field: "RssAnon") }.reduce(0, +)
        let views = Double(max(1, pool.idleCount))
        return (Double(started.count) / views, resident / views, anonymous / views)
    }

    /// Prerenders the page (untimed), then times the lease until the document says
    /// it is visible and complete: the probe a person's first look stands for.
    private func prerenderedOpen(_ pool: WebViewPool) async throws -> Double {
        try await pool.prerender(url)
        var container: WebContainer?
        let elapsed = try await time {
            let leased = try await pool.lease(for: url)
            container = leased
            try await probe(leased, "document.readyState === 'complete' && hybrid.isReady && !!document.querySelector('#status')")
        }
        guard pool.statistics.prerenderedLeases > 0, let container else { throw PoolBenchmarkError.prerenderNotUsed }
        let leasedAt = ContinuousClock.now
        try await probe(container, "document.visibilityState === 'visible'")
        visibilityLatency.append((ContinuousClock.now - leasedAt).timeInterval * 1000)
        try await onScreen(container)
        firstFrameLatency.append((ContinuousClock.now - leasedAt).timeInterval * 1000)
        container.close()
        return elapsed
    }

    /// A prerendered single-page shell leased for another route: until the page's router has it.
    private func routePush(_ pool: WebViewPool, round: Int) async throws -> Double {
        guard let home = URL(string: url.absoluteString + "#/home"), let cart = URL(string: url.absoluteString + "#/cart-\(round)") else {
            throw PoolBenchmarkError.prerenderNotUsed
        }
        try await pool.prerender(home)
        var container: WebContainer?
        // The lease returns once the page's `container.route` listener ran (events are
        // dispatched synchronously in the page); the probe after it only confirms that.
        let elapsed = try await time { container = try await pool.lease(for: cart) }
        guard let container else { throw PoolBenchmarkError.prerenderNotUsed }
        guard try await container.evaluateJavaScript("window.lastRoute") == .string("/cart-\(round)") else {
            throw PoolBenchmarkError.probeTimedOut("the route was not there when the lease returned")
        }
        container.close()
        return elapsed
    }

    /// The page's pixels are on screen: the snapshot has more than one colour.
    private func onScreen(_ container: WebContainer) async throws {
        let deadline = ContinuousClock.now + .seconds(10)
        while Set(try await container.engineView.sampleSnapshot(columns: 4, rows: 4)).count < 2 {
            guard ContinuousClock.now < deadline else { throw PoolBenchmarkError.probeTimedOut("pixels on screen") }
            try await Task.sleep(for: .milliseconds(1))
        }
    }

    private func probe(_ container: WebContainer, _ condition: String) async throws {
        let deadline = ContinuousClock.now + .seconds(10)
        while try await container.evaluateJavaScript(condition) != true {
            guard ContinuousClock.now < deadline else { throw PoolBenchmarkError.probeTimedOut(condition) }
            try await Task.sleep(for: .milliseconds(1))
        }
    }

    /// Makes a container, opens the page in it and closes it; the time covers making and opening.
    private func timedOpen(_ make: () async throws -> WebContainer, whenOpen: () -> Void = {}) async throws -> Double {
        var container: WebContainer?
        let elapsed = try await time {
            let made = try await make()
            container = made
            try await open(made)
        }
        whenOpen()
        container?.close()
        return elapsed
    }

    private func open(_ container: WebContainer) async throws {
        try await container.load(url)
        try await container.bridge.waitUntilPageReady()
    }

    private func time(_ body: () async throws -> Void) async throws -> Double {
        let start = ContinuousClock.now
        try await body()
        return (ContinuousClock.now - start).timeInterval * 1000
    }
}

enum PoolBenchmarkError: Error {
    case prerenderNotUsed
    case probeTimedOut(String)
}
