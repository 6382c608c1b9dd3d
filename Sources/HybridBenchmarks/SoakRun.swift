import Foundation
import HybridCore
import HybridCookies
import HybridStorage
import HybridTestServer
import HybridWebKitGTK
import HybridVocabulary

/// The whole of `hybrid bench soak`: lease/return cycles, web-process kills and
/// calls under load in one process; then what is still alive and what memory it holds.
@MainActor
package struct SoakRun {
    var cycles: Int
    var kills: Int
    var containers: Int
    var calls: Int
    /// Leases one web process serves before it is retired; `nil` keeps the pool's own limit.
    var maximumReuses: Int?

    package init(cycles: Int, kills: Int, containers: Int, calls: Int, maximumReuses: Int?) {
        (self.cycles, self.kills, self.containers, self.calls, self.maximumReuses) = (cycles, kills, containers, calls, maximumReuses)
    }

    package func run() async throws -> [String: Double] {
        let server = try await TestServer.start()
        // The pages: one that uses the bridge, storage and a cookie, one that answers and times calls.
        await server.serve(html: try BenchResources.text("soak-cycle", "html"), at: "/soak/cycle")
        await server.serve(html: try BenchResources.text("soak-load", "html"), at: "/soak/load")
        let engine = try GTKEngine()
        let jar = CookieJar()
        let sync = CookieSync(jar: jar, engine: engine)
        try await sync.start()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hybrid-soak-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let poolSize = 2
        let pool = WebViewPool(engine: engine, maximumIdle: poolSize)
        if let maximumReuses { pool.maximumReuses = maximumReuses }
        pool.cookieSync = sync
        let soak = SoakBenchmark(engine: engine, server: server, pool: pool,
                                 storage: try BridgeStorage(fileURL: folder.appendingPathComponent("h5.sqlite")))
        // The warm-up takes each path once, so what it costs the first time
        // (code, caches, the engine's own heaps) is paid before the first reading.
        BenchLog.note("warm-up: 50 cycles, a kill, 2 containers × 50 calls each way")
        try await soak.cycles(50)
        _ = try await soak.kills(1)
        _ = try await SoakLoad(pool: pool, url: server.url("/soak/load")).run(containers: 2, calls: 50)
        _ = try await SoakLoad(pool: pool, url: server.url("/soak/load"), raw: true).run(containers: 2, calls: 50)
        let idle = try await soak.idleRoundTrips(500)
        let rawIdle = try await soak.idleRoundTrips(500, raw: true)
        // The bench's own server keeps every request it saw; that log is not the app's memory.
        await server.clearRequests()
        let rssWarm = Self.heldResidentMegabytes()
        let descriptorsWarm = ChildProcesses.openFileDescriptors()
        BenchLog.note("\(cycles) lease/return cycles")
        try await soak.cycles(cycles)
        BenchLog.note("\(kills) web-process kills")
        let recovered = try await soak.kills(kills)
        await server.clearRequests()
        let rssAfterCycles = Self.heldResidentMegabytes()
        BenchLog.note("\(containers) containers × \(calls) calls each way")
        let load = try await SoakLoad(pool: pool, url: server.url("/soak/load")).run(containers: containers, calls: calls)
        // The same load on WebKit's own transport: what the engine itself does on this machine.
        BenchLog.note("the same load without the bridge (the floor)")
        let rawLoad = try await SoakLoad(pool: pool, url: server.url("/soak/load"), raw: true).run(containers: containers, calls: calls)
        await pool.prewarm(poolSize)
        try await Task.sleep(for: .seconds(2))  // closed views' web processes exit
        await server.clearRequests()
        let rssEnd = Self.heldResidentMegabytes()
        let descriptorsEnd = ChildProcesses.openFileDescriptors()
        await server.stop()
        let loadedP99 = Stats.percentile(load.roundTrips, 0.99), rawLoadedP99 = Stats.percentile(rawLoad.roundTrips, 0.99)
        return [
            "cycles": Double(cycles), "kills": Double(kills), "kills_recovered": Double(recovered),
            "rss_warm_mb": rssWarm, "rss_end_mb": rssEnd, "rss_after_cycles_and_kills_mb": rssAfterCycles,
            "fds_warm": Double(descriptorsWarm), "fds_end": Double(descriptorsEnd),
            "containers_leaked": Double(LiveObjects.containers),
            "views_leaked": Double(LiveObjects.engineViews - pool.idleCount),
            "web_processes_end": Double(ChildProcesses.webProcesses()), "pool_size": Double(poolSize),
            "calls_issued": Double(load.issued), "calls_lost": Double(load.issued - load.settled),
            "loaded_p50_ms": Stats.median(load.roundTrips), "loaded_p99_ms": loadedP99, "idle_p50_ms": Stats.median(idle),
            "loaded_p99_over_idle_p50": loadedP99 / max(Stats.median(idle), 0.001),
            "loaded_page_timed_p99_ms": Stats.percentile(load.pageRoundTrips, 0.99),
            "raw_calls_lost": Double(rawLoad.issued - rawLoad.settled),
            "raw_loaded_p50_ms": Stats.median(rawLoad.roundTrips), "raw_loaded_p99_ms": rawLoadedP99,
            "raw_idle_p50_ms": Stats.median(rawIdle),
            "raw_loaded_p99_over_idle_p50": rawLoadedP99 / max(Stats.median(rawIdle), 0.001),
            "loaded_p99_vs_raw": loadedP99 / max(rawLoadedP99, 0.001),
            "loaded_app_cpu_us_per_call": Self.microseconds(load.cpu.app, per: load.issued),
            "loaded_web_cpu_us_per_call": Self.microseconds(load.cpu.web, per: load.issued),
            "raw_loaded_app_cpu_us_per_call": Self.microseconds(rawLoad.cpu.app, per: rawLoad.issued),
            "raw_loaded_web_cpu_us_per_call": Self.microseconds(rawLoad.cpu.web, per: rawLoad.issued),
        ]
    }

    /// CPU time per call issued, in µs (the clock ticks at 10 ms, so a short run reads coarsely).
    private static func microseconds(_ seconds: Double, per calls: Int) -> Double {
        calls > 0 ? (seconds / Double(calls) * 1_000_000).rounded() : 0
    }

    /// The app's resident memory once glibc has handed freed heap back to the
    /// system: what it holds, not what its allocator keeps cached after a burst.
    private static func heldResidentMegabytes() -> Double {
        _ = releaseFreedHeap(0)
        return ChildProcesses.residentMegabytes(of: getpid())
    }
}

/// glibc's `malloc_trim`, which the Glibc module does not export.
@_silgen_name("malloc_trim")
private func releaseFreedHeap(_ pad: Int) -> Int32
