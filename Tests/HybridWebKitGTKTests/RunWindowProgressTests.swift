import Foundation
import HybridTestServer
import XCTest

/// `hybrid run --window` on a slow page: the shell's progress bar shows while it
/// loads and hides once it has, and the run says so, with how long it stayed.
final class RunWindowProgressTests: XCTestCase {
    func test_windowRun_ofASlowPage_showsTheProgressBar_untilItLoads() async throws {
        let server = try await TestServer.start()
        await server.route("/slow") { _ in
            TestResponse(headers: [("Content-Type", "text/html")], body: Data("<title>slow</title><p>late</p>".utf8), delay: .milliseconds(900))
        }
        let url = server.url("/slow").absoluteString
        let run = try await Task.detached { try HybridProcess.run(["run", url, "--window", "--duration", "0.3", "--json"]) }.value
        await server.stop()
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let progress = run.jsonLines.filter { $0["type"] as? String == "progress" }
        XCTAssertEqual(progress.map { $0["shown"] as? Bool }, [true, false], run.stdout)
        XCTAssertGreaterThanOrEqual(progress.last?["ms"] as? Double ?? 0, 800, "shown for the server's 900 ms: \(run.stdout)")
    }
}
