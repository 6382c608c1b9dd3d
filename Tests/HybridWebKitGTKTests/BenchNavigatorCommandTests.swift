import Foundation
import XCTest

/// `hybrid bench navigator --json` as `make bench` runs it, with two rounds: every
/// field is there, and no prerendered push or back made the server load a page again.
/// No timing is asserted; speed is the benchmark's to report.
final class BenchNavigatorCommandTests: XCTestCase {
    func testTwoRounds_printEveryField_andNothingReloads() throws {
        let run = try HybridProcess.run(["bench", "navigator", "--json", "--iterations", "2"], limit: 300)
        XCTAssertEqual(run.status, 0, run.stderr)
        let report = try XCTUnwrap(run.jsonLines.last, "no JSON object on stdout: \(run.stdout)")
        var fields = ["prerendered_push_requests", "prerendered_push_percent_of_cold", "back_reloads", "iterations", "build", "engine"]
        for way in ["cold_open", "cold_push", "pooled_push", "prerendered_push", "back", "pop_to_root"] {
            fields += ["\(way)_p50_ms", "\(way)_p95_ms"]
        }
        for field in fields {
            XCTAssertNotNil(report[field] as? NSNumber ?? report[field] as? String, "\(field) is missing or null in \(run.stdout)")
        }
        XCTAssertEqual(report["iterations"] as? Int, 2)
        XCTAssertEqual(report["prerendered_push_requests"] as? Int, 0, "a prerendered push made the server load its page again")
        XCTAssertEqual(report["back_reloads"] as? Int, 0, "going back made the server load the page below again")
    }
}
