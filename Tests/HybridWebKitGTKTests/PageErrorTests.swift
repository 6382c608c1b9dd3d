import Foundation
import HybridCore
import HybridWebKitGTK
import HybridTesting
import XCTest

/// `WebContainer.onPageError` in a real WebKit: what the isolated-world
/// reporter hears of the page's uncaught failures, and what it ignores.
final class PageErrorTests: XCTestCase {
    func test_uncaughtException_isReportedWithItsScriptPositionAndOrigin() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>t</title>\n<script src=/throws.js></script>", at: "/throwing")
            await server.route("/throws.js") { _ in .text("var a = 1;\nnotDefined();\n", type: "text/javascript") }
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            var reported: [PageError] = []
            container.onPageError = { reported.append($0) }
            try await container.load(server.url("/throwing"))
            try await eventually("the error reported") { !reported.isEmpty }
            XCTAssertEqual(reported.count, 1)
            let error = try XCTUnwrap(reported.first)
            XCTAssertFalse(error.isUnhandledRejection)
            XCTAssertTrue(error.message.contains("notDefined"), error.message)
            XCTAssertEqual(error.sourceURL, server.url("/throws.js").absoluteString)
            XCTAssertEqual(error.line, 2)
            XCTAssertGreaterThan(error.column, 0)
            XCTAssertEqual(error.origin, server.origin.absoluteString)
            XCTAssertTrue(error.isMainFrame)
        }
    }

    func test_unhandledRejection_isReportedWithItsReason() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<script>Promise.reject(new TypeError('no coupon'))</script>", at: "/rejecting")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            var reported: [PageError] = []
            container.onPageError = { reported.append($0) }
            try await container.load(server.url("/rejecting"))
            try await eventually("the rejection reported") { !reported.isEmpty }
            XCTAssertEqual(reported.first?.isUnhandledRejection, true)
            XCTAssertTrue(reported.first?.message.contains("TypeError: no coupon") == true, reported.first?.message ?? "")
        }
    }

    func test_errorInCrossOriginIframe_isReportedAsSubframeWithItsOwnOrigin() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<script>throw new Error('frame broke')</script>", at: "/broken-frame")
            await server.serve(html: "<iframe src=\"\(server.secondURL("/broken-frame").absoluteString)\"></iframe>", at: "/frame-parent")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            var reported: [PageError] = []
            container.onPageError = { reported.append($0) }
            try await container.load(server.url("/frame-parent"))
            try await eventually("the frame's error reported") { !reported.isEmpty }
            XCTAssertEqual(reported.first?.isMainFrame, false)
            XCTAssertEqual(reported.first?.origin, server.secondOrigin.absoluteString)
            XCTAssertTrue(reported.first?.message.contains("frame broke") == true, reported.first?.message ?? "")
        }
    }

    /// A page that dispatches its own ErrorEvent, or catches what it throws, has no uncaught error.
    func test_caughtErrorsAndSyntheticErrorEvents_areNotReported() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: """
                <script>
                try { throw new Error('caught') } catch (e) {}
                Promise.reject(new Error('handled')).catch(() => {});
                window.dispatchEvent(new ErrorEvent('error', {message: 'forged'}));
                </script>
                """, at: "/quiet")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            var reported: [PageError] = []
            container.onPageError = { reported.append($0) }
            try await container.load(server.url("/quiet"))
            // A real error after the others proves the reporter was listening all along.
            _ = try await container.evaluateJavaScript("setTimeout(() => { throw new Error('last') }, 0); true")
            try await eventually("the last error reported") { !reported.isEmpty }
            XCTAssertEqual(reported.map(\.message).filter { !$0.contains("last") }, [])
        }
    }
}
