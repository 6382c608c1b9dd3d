import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import hybrid
import HybridBenchmarks
import XCTest

/// Pools on the real engine, and what the hygiene tests look through.
@MainActor
enum PoolHarness {
    static func pool(_ engine: GTKEngine, maximumIdle: Int = 2) -> WebViewPool {
        WebViewPool(engine: engine, maximumIdle: maximumIdle)
    }

    /// The WebKitGTK view a leased container drives, as an app reaches it (`nil` once the lease ended).
    static func gtkView(of container: WebContainer) -> GTKWebView? {
        container.engineView as? GTKWebView
    }

    /// Runs `body` and returns the web processes started meanwhile, with its result.
    static func processesStarted<T>(during body: () async throws -> T) async rethrows -> (T, Set<pid_t>) {
        let before = ChildProcesses.current()
        let result = try await body()
        return (result, ChildProcesses.current().subtracting(before))
    }

    /// Returns `container` and leases the view that replaced it, proving the
    /// new lease ran in the same, already running web process.
    static func returnAndLeaseAgain(_ container: WebContainer, from pool: WebViewPool) async throws -> WebContainer {
        let warmBefore = pool.statistics.warmLeases
        container.close()
        let (next, started) = try await processesStarted { try await pool.lease() }
        XCTAssertEqual(started, [], "the recycled view joined the running process")
        XCTAssertEqual(pool.statistics.warmLeases, warmBefore + 1, "the next lease was warm")
        return next
    }

    /// Waits until the page has drawn a frame.
    static func painted(_ container: WebContainer) async throws {
        _ = try await container.callAsyncJavaScript(
            "return await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))")
    }

    /// Whether any pixel of a snapshot is exactly `rgb`.
    static func snapshot(_ png: Data, contains rgb: UInt32) throws -> Bool {
        try PixelImage(png: png).argb.contains { $0 & 0x00FF_FFFF == rgb }
    }
}
