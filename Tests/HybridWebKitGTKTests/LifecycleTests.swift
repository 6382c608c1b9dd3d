import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest

final class LifecycleTests: XCTestCase {
    func test_snapshot_showsWhatThePageDraws() throws {
        try EngineHarness.run { engine, _ in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            try await container.loadHTML("""
                <style>html,body{margin:0;background:#fff}#red{position:absolute;left:0;top:0;width:200px;height:100px;background:#f00}</style>
                <div id=red></div><h1 style="margin-top:150px">Snapshot</h1>
                """)
            try await eventually("first paint") {
                try await container.callAsyncJavaScript("return await new Promise(r => requestAnimationFrame(() => r(true)))") == true
            }
            let png = try await container.snapshotPNG()
            XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            let image = try PixelImage(png: png)
            XCTAssertGreaterThan(image.width, 200)
            XCTAssertEqual(image.pixel(x: 100, y: 50), 0xFF0000, "the red box")
            XCTAssertEqual(image.pixel(x: 400, y: 50), 0xFFFFFF, "the white page")
            XCTAssertGreaterThan(image.distinctColorCount, 2, "text adds colours")
        }
    }

    func test_terminatingWebProcess_isReported_andViewRecoversOnNextLoad() throws {
        try EngineHarness.run { engine, _ in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let recorder = EventRecorder()
            container.delegate = recorder
            try await container.loadHTML("<p>x</p>")
            try container.engineView.terminateWebProcess()
            try await eventually("termination reported") { !recorder.terminations.isEmpty }
            XCTAssertEqual(recorder.terminations, [.terminatedByClient])
            try await container.loadHTML("<title>back</title>")
            let value = try await container.evaluateJavaScript("1 + 1")
            XCTAssertEqual(value, 2)
        }
    }

    func test_alertWithoutDelegate_isClosed_andThePageGoesOn() throws {
        try EngineHarness.run { engine, _ in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            try await container.loadHTML("<p>x</p>")
            let value = try await container.evaluateJavaScript("alert('hi'); [confirm('sure?'), prompt('name?', 'def')]")
            XCTAssertEqual(value, [false, nil])
        }
    }

    func test_closedContainer_isDeallocated_withItsWebViewAndHandlers() throws {
        try EngineHarness.run { engine, _ in
            weak var weakContainer: WebContainer?
            weak var weakView: GTKWebView?
            weak var weakHandlerTarget: HandlerTarget?
            var finalization: FinalizationWatch?
            do {
                let view = engine.makeGTKView()
                let container = WebContainer(view: view)
                let target = HandlerTarget()
                try view.addMessageHandler(named: "probe", in: .page) { [target] _ in .success(.string(target.name)) }
                finalization = FinalizationWatch.watch(view)
                try await container.loadHTML("<p>x</p>")
                let reply = try await container.callAsyncJavaScript("return await window.webkit.messageHandlers.probe.postMessage(1)")
                XCTAssertEqual(reply, "probe")
                weakContainer = container
                weakView = view
                weakHandlerTarget = target
                container.close()
            }
            try await eventually("GObject finalized") { finalization?.finalized == true }
            XCTAssertNil(weakContainer, "container")
            XCTAssertNil(weakView, "engine view")
            XCTAssertNil(weakHandlerTarget, "message handler and what it captured")
        }
    }
}

/// Something a message handler captures, to watch it go.
final class HandlerTarget {
    let name = "probe"
}
