import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest

/// Each main-frame load reports the page's own timings to the delegate.
final class PageTimingsTests: XCTestCase {
    @MainActor
    private final class TimingsDelegate: WebContainerDelegate {
        var timings: [PageTimings] = []
        func container(_ container: WebContainer, didMeasure timings: PageTimings) { self.timings.append(timings) }
    }

    func test_mainFrameLoad_reportsItsTimings_inOrder() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>t</title><p>painted text</p>", at: "/timed")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let delegate = TimingsDelegate()
            container.delegate = delegate
            try await container.load(server.url("/timed"))
            try await eventually("timings") { !delegate.timings.isEmpty }
            let timings = try XCTUnwrap(delegate.timings.first)
            XCTAssertEqual(timings.url, server.url("/timed"))
            let firstByte = try XCTUnwrap(timings.firstByte), loaded = try XCTUnwrap(timings.domContentLoaded), load = try XCTUnwrap(timings.load)
            XCTAssertLessThanOrEqual(firstByte, loaded)
            XCTAssertLessThanOrEqual(loaded, load)
            XCTAssertNil(timings.tls, "an http page has no TLS step")
            XCTAssertEqual(timings.json["load"]?.numberValue.map { $0 >= 0 }, true)
        }
    }
}
