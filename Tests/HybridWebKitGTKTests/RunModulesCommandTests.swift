import Foundation
import XCTest

/// `hybrid run` answers the first-party modules from a mock file like any handler:
/// a page that calls `hybrid.ui.actionSheet` runs with its mock file alone, and
/// the modules the file does not mock answer as they would with no window.
final class RunModulesCommandTests: XCTestCase {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/modules-page")

    /// What the page passed to `test.report`, merged into one object.
    private func reports(of run: HybridProcess.Outcome) -> [String: Any] {
        var reports: [String: Any] = [:]
        for line in run.jsonLines where line["type"] as? String == "call" && line["name"] as? String == "test.report" {
            for (key, value) in line["params"] as? [String: Any] ?? [:] { reports[key] = value }
        }
        return reports
    }

    private func run(_ extra: [String]) throws -> HybridProcess.Outcome {
        try HybridProcess.run(["run", Self.fixture.path, "--mock", Self.fixture.appendingPathComponent("mock.json").path,
                               "--duration", "2", "--json"] + extra)
    }

    func test_pageUsingTheModules_runsWithItsMockFileAlone() throws {
        let run = try run([])
        let reports = reports(of: run)
        XCTAssertEqual(reports["has"] as? [Bool], [true, true, true, true, true, true, true, true, false], run.stdout)
        XCTAssertEqual(reports["choice"] as? Int, 1, run.stdout)
        XCTAssertEqual(reports["shared"] as? String, "shared")
        XCTAssertEqual(reports["network"] as? String, "wifi")
        XCTAssertEqual(reports["app"] as? String, "Shop")
        // Not mocked: the real modules answer, with no window to draw and no consent to read.
        XCTAssertEqual(reports["haptics"] as? String, "unavailable")
        XCTAssertEqual(reports["clipboard"] as? String, "clipboard_refused")
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
    }

    /// With `--window` the modules the file does not mock are drawn by the window: haptics answer, unsupported on Linux.
    func test_withAWindow_theModulesNotMocked_answerThroughIt() throws {
        let run = try run(["--window"])
        let reports = reports(of: run)
        XCTAssertEqual(reports["choice"] as? Int, 1, run.stdout)
        XCTAssertEqual(reports["haptics"] as? Bool, false, run.stdout)
        XCTAssertEqual(reports["clipboard"] as? String, "clipboard_refused")
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
    }
}
