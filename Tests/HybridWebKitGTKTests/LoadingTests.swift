import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest

final class LoadingTests: XCTestCase {
    func test_loadHTML_rendersAndReportsTitle() throws {
        try EngineHarness.run { engine, _ in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let recorder = EventRecorder()
            container.delegate = recorder
            try await container.loadHTML("<title>Hello</title><p id=x>hi</p>", baseURL: URL(string: "http://127.0.0.1/"))
            XCTAssertEqual(recorder.events, ["started", "finished"])
            try await eventually("title reported") { recorder.titles.contains("Hello") }
            XCTAssertEqual(container.title, "Hello")
            let text = try await container.evaluateJavaScript("document.getElementById('x').textContent")
            XCTAssertEqual(text, "hi")
        }
    }

    func test_loadURL_fromLoopbackServer_finishesAtThatURL() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>Served</title>", at: "/served")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let finalURL = try await container.load(server.url("/served"))
            XCTAssertEqual(finalURL, server.url("/served"))
            try await eventually("title") { container.title == "Served" }
            XCTAssertEqual(container.estimatedProgress, 1.0)
            XCTAssertFalse(container.isLoading)
        }
    }
}
