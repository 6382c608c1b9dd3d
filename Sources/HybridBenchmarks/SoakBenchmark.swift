import Foundation
import HybridCore
import HybridStorage
import HybridTestServer
import HybridWebKitGTK
import HybridVocabulary

/// Hours of use compressed: pool lease/return cycles of a page that uses the
/// bridge, storage and cookies; web-process kills with recovery; containers
/// calling both ways at once. What stays alive and what memory it holds is read
/// at the end.
@MainActor
struct SoakBenchmark {
    let engine: GTKEngine
    let server: TestServer
    let pool: WebViewPool
    let storage: BridgeStorage

    /// Leases, loads the cycle page, waits until it used the bridge, storage and a cookie, and returns the view.
    func cycles(_ count: Int) async throws {
        for _ in 0..<count {
            let container = try await pool.lease()
            storage.install(on: container.bridge)
            container.bridge.register("soak.echo", options: BridgeHandlerOptions(allowedOrigins: .any)) { (value: JSONValue) in value }
            let done = AsyncStream.makeStream(of: Void.self)
            container.bridge.register("soak.done", options: BridgeHandlerOptions(allowedOrigins: .any)) { (_: JSONValue) in
                done.continuation.yield()
                return JSONValue.null
            }
            try await container.load(server.url("/soak/cycle"))
            _ = await Deadline.run(timeout: .seconds(10), onTimeout: false) { for await _ in done.stream { return true }; return false }
            container.close()
        }
    }

    /// Ends the web process of one container `count` times and waits for each recovery.
    func kills(_ count: Int) async throws -> Int {
        let container = try await pool.lease()
        defer { container.close() }
        container.configuration.recoveryPolicy = RecoveryPolicy(crashLoopLimit: count + 1)
        try await container.load(server.url("/soak/load"))
        var recovered = 0
        for _ in 0..<count {
            try container.engineView.terminateWebProcess()
            let back = await Deadline.run(timeout: .seconds(20), onTimeout: false) {
                while container.isRecoveryPending || !container.bridge.isPageReady { try? await Task.sleep(for: .milliseconds(10)) }
                return true
            }
            if back { recovered += 1 }
        }
        return recovered
    }

    /// Sequential native→page round trips on a quiet page, timed in native (ms), as the loaded ones are;
    /// `raw`: `callAsyncJavaScript` returning the number, the floor without the bridge.
    func idleRoundTrips(_ count: Int, raw: Bool = false) async throws -> [Double] {
        let container = try await pool.lease()
        defer { container.close() }
        container.bridge.register("soak.echo", options: BridgeHandlerOptions(allowedOrigins: .any)) { (value: JSONValue) in value }
        try await container.load(server.url("/soak/load"))
        try await container.bridge.waitUntilPageReady()
        var times: [Double] = []
        for index in 0..<count {
            let start = ContinuousClock.now
            guard try await SoakLoad.call(container, index, raw: raw) == index else { throw SoakFailure.wrongAnswer(index) }
            times.append((ContinuousClock.now - start).timeInterval * 1000)
        }
        return times
    }
}

enum SoakFailure: Error {
    case wrongAnswer(Int)
}
