import HybridCore
import HybridTesting
import Testing

/// How the container installs the page-error reporter and reads its reports,
/// against the fake engine. The real engine's side is in PageErrorTests.
@MainActor
struct PageErrorReportingTests {
    @Test func container_installsReporterInIsolatedWorld_inAllFrames_beforeAnyLoad() {
        let view = FakeWebEngineView()
        _ = WebContainer(view: view)
        #expect(view.messageHandlers["hybridkitPageErrors"]?.world == .hybrid)
        let reporter = view.userScripts.first { $0.source.contains("hybridkitPageErrors") }
        #expect(reporter?.world == .hybrid)
        #expect(reporter?.forMainFrameOnly == false)
        #expect(reporter?.runsAtDocumentEnd == false)
    }

    @Test func report_reachesOnPageError_withEveryField() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        var reported: [PageError] = []
        container.onPageError = { reported.append($0) }
        _ = await view.post([
            "origin": "https://app.example", "isMainFrame": false, "kind": "unhandledRejection",
            "message": "Unhandled rejection: nope", "source": "https://app.example/a.js", "line": 3, "column": 9,
        ], to: "hybridkitPageErrors")
        #expect(reported == [PageError(
            isUnhandledRejection: true, message: "Unhandled rejection: nope", sourceURL: "https://app.example/a.js",
            line: 3, column: 9, origin: "https://app.example", isMainFrame: false)])
    }

    @Test func malformedReport_isIgnored() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        var reported: [PageError] = []
        container.onPageError = { reported.append($0) }
        _ = await view.post(["kind": "meltdown", "message": "x", "origin": "o", "isMainFrame": true], to: "hybridkitPageErrors")
        _ = await view.post(.string("not a report"), to: "hybridkitPageErrors")
        #expect(reported == [])
    }
}
