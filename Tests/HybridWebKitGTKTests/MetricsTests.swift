import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import Metrics
import MetricsTestKit
import HybridTesting
import XCTest

/// An app that bootstraps a metrics backend sees each counter move during a
/// scripted run in WebKitGTK: loads, a failing load, calls and their errors,
/// a web-process kill and its recovery, a dialog and a pooled lease.
final class MetricsTests: XCTestCase {
    /// MetricsSystem bootstraps once per process; every test of this run shares the backend.
    nonisolated(unsafe) private static var backend: TestMetrics = {
        let metrics = TestMetrics()
        MetricsSystem.bootstrap(metrics)
        return metrics
    }()

    private static func total(_ label: String, _ dimensions: [(String, String)]) -> Int64 {
        backend.counterTotal(label: label, dimensions: dimensions)
    }

    func test_scriptedRun_movesEveryCounter() throws {
        let metrics = Self.backend
        try EngineHarness.run(limit: .seconds(90)) { engine, server in
            let before = (
                loads: Self.total("hybridkit_loads_total", [("outcome", "finished")]),
                failed: Self.total("hybridkit_loads_total", [("outcome", "failed")]),
                refused: Self.total("hybridkit_load_failures_total", [("kind", "cannot_connect")]),
                ok: Self.total("hybridkit_bridge_calls_total", [("direction", "page_to_native"), ("handler", "metrics.add"), ("code", "ok")]),
                missing: Self.total("hybridkit_bridge_calls_total", [("direction", "page_to_native"), ("handler", "unregistered"), ("code", "handler_not_found")]),
                recovered: Self.total("hybridkit_recoveries_total", [("reason", "terminated_by_client"), ("outcome", "recovered")]),
                dialogs: Self.total("hybridkit_dialogs_total", [("kind", "alert"), ("shown", "yes")]),
                leases: metrics.counterTotal(label: "hybridkit_pool_leases_total"))
            let container = try await BridgePage.open(engine, server, path: "/metrics") { container in
                container.bridge.register("metrics.add") { (params: AddParams) in params.a + params.b }
            }
            defer { container.close() }
            let delegate = DialogDelegate()
            container.delegate = delegate
            _ = try await BridgePage.call(container, "metrics.add", ["a": 1, "b": 2])
            _ = try await BridgePage.call(container, "metrics.none")
            _ = try await BridgePage.run(container, "alert('counted'); return true")
            let port = try ClosedPort.find()
            _ = try? await container.load(URL(string: "http://127.0.0.1:\(port)/")!)
            try await container.load(server.url("/metrics"))
            try await eventually("bridge up again") { container.bridge.isPageReady }
            try container.engineView.terminateWebProcess()
            try await eventually("recovered") {
                Self.total("hybridkit_recoveries_total", [("reason", "terminated_by_client"), ("outcome", "recovered")]) > before.recovered
            }
            let pool = PoolHarness.pool(engine)
            let leased = try await pool.lease()
            leased.close()

            XCTAssertGreaterThan(Self.total("hybridkit_loads_total", [("outcome", "finished")]), before.loads)
            XCTAssertGreaterThan(Self.total("hybridkit_loads_total", [("outcome", "failed")]), before.failed)
            XCTAssertGreaterThan(Self.total("hybridkit_load_failures_total", [("kind", "cannot_connect")]), before.refused)
            XCTAssertEqual(Self.total("hybridkit_bridge_calls_total",
                                      [("direction", "page_to_native"), ("handler", "metrics.add"), ("code", "ok")]), before.ok + 1)
            XCTAssertEqual(Self.total("hybridkit_bridge_calls_total",
                                      [("direction", "page_to_native"), ("handler", "unregistered"), ("code", "handler_not_found")]), before.missing + 1)
            XCTAssertEqual(metrics.counters(label: "hybridkit_bridge_calls_total", dimensions: [("handler", "metrics.none")]).count, 0,
                           "a name the page made up is no dimension: it could be user data, and endless")
            XCTAssertEqual(Self.total("hybridkit_dialogs_total", [("kind", "alert"), ("shown", "yes")]), before.dialogs + 1)
            XCTAssertEqual(metrics.counterTotal(label: "hybridkit_pool_leases_total"), before.leases + 1)
            XCTAssertFalse(try metrics.expectTimer("hybridkit_load_duration_seconds").values.isEmpty, "load durations are timed")
        }
    }
}
