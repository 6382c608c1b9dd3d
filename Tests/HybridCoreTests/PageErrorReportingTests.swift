@testable import HybridCore
import HybridTesting
import XCTest

/// How the container installs the page-error reporter and reads its reports,
/// against the fake engine. The real engine's side is in PageErrorTests.
final class PageErrorReportingTests: XCTestCase {
    func test_container_installsReporterInIsolatedWorld_inAllFrames_beforeAnyLoad() {
        MainActor.assumeIsolated {
            let view = FakeWebEngineView()
            _ = WebContainer(view: view)
            XCTAssertEqual(view.messageHandlers["hybridkitPageErrors"]?.world, .hybrid)
            let reporter = view.userScripts.first { $0.source.contains("hybridkitPageErrors") }
            XCTAssertEqual(reporter?.world, .hybrid)
            XCTAssertEqual(reporter?.forMainFrameOnly, false)
            XCTAssertEqual(reporter?.injectionTime, .atDocumentStart)
        }
    }

    func test_report_reachesOnPageError_withEveryField() async throws {
        try await onMain {
            let view = FakeWebEngineView()
            let container = WebContainer(view: view)
            var reported: [PageError] = []
            container.onPageError = { reported.append($0) }
            _ = await view.post([
                "origin": "https://app.example", "isMainFrame": false, "kind": "unhandledRejection",
                "message": "Unhandled rejection: nope", "source": "https://app.example/a.js", "line": 3, "column": 9,
            ], to: "hybridkitPageErrors")
            XCTAssertEqual(reported, [PageError(
                kind: .unhandledRejection, message: "Unhandled rejection: nope", sourceURL: "https://app.example/a.js",
                line: 3, column: 9, origin: "https://app.example", isMainFrame: false)])
        }
    }

    func test_malformedReport_isIgnored() async throws {
        try await onMain {
            let view = FakeWebEngineView()
            let container = WebContainer(view: view)
            var reported: [PageError] = []
            container.onPageError = { reported.append($0) }
            _ = await view.post(["kind": "meltdown", "message": "x", "origin": "o", "isMainFrame": true], to: "hybridkitPageErrors")
            _ = await view.post(.string("not a report"), to: "hybridkitPageErrors")
            XCTAssertEqual(reported, [])
        }
    }
}
