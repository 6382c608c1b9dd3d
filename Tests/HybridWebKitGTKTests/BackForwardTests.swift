import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// Back and forward on the container, and pages the back-forward cache keeps.
final class BackForwardTests: XCTestCase {
    static let pageA = """
        <title>A</title><script>
        window.marker = Math.random();
        window.restoredEvents = 0;
        hybrid.on('page.restored', () => { window.restoredEvents++; });
        hybrid.register('h5.marker', () => window.marker);
        </script>
        """

    func test_goBackAndForward_moveThroughHistory() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>one</title>", at: "/history/one")
            await server.serve(html: "<title>two</title>", at: "/history/two")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            XCTAssertFalse(container.canGoBack)
            try await container.load(server.url("/history/one"))
            try await container.load(server.url("/history/two"))
            XCTAssertTrue(container.canGoBack)
            XCTAssertFalse(container.canGoForward)
            try await container.goBack()
            XCTAssertEqual(container.url, server.url("/history/one"))
            XCTAssertTrue(container.canGoForward)
            try await container.goForward()
            XCTAssertEqual(container.url, server.url("/history/two"))
            XCTAssertFalse(container.canGoForward)
        }
    }

    func test_goForward_withNothingAhead_failsAtOnce() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>only</title>", at: "/history/only")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            try await container.load(server.url("/history/only"))
            do {
                try await container.goForward(timeout: .seconds(5))
                XCTFail("there is nothing ahead")
            } catch EngineError.operationFailed(let message) {
                XCTAssertTrue(message.contains("forward"), message)
            }
        }
    }

    func test_pageRestoredFromBackForwardCache_getsItsBridgeBack_andHearsPageRestored() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: Self.pageA, at: "/bfcache/a")
            await server.serve(html: "<title>B</title>", at: "/bfcache/b")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            try await container.load(server.url("/bfcache/a"))
            let marker: Double = try await container.bridge.call("h5.marker", JSONValue.null)
            try await container.load(server.url("/bfcache/b"))
            try await container.goBack()
            try await eventually("bridge back") { container.bridge.isPageReady }
            let markerAgain: Double = try await container.bridge.call("h5.marker", JSONValue.null)
            XCTAssertEqual(markerAgain, marker, "the same document came back from the cache")
            try await eventually("page.restored heard") { try await container.evaluateJavaScript("window.restoredEvents") == 1 }
            let fetchedA = await server.requests(to: "/bfcache/a")
            XCTAssertEqual(fetchedA.count, 1, "a cached page is not fetched again")
        }
    }
}
