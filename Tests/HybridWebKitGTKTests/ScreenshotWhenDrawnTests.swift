import Foundation
import HybridCore
import HybridTestServer
import HybridTesting
import HybridWebKitGTK
import XCTest

/// A single-page app that draws 300 ms after `load` is captured drawn: the
/// screenshot waits until the page shows something and has stopped changing,
/// or for the selector the mock file names.
final class ScreenshotWhenDrawnTests: XCTestCase {
    /// An empty shell at load; the app paints the page green 300 ms later.
    static let spa = """
        <!doctype html><title>spa</title><style>html,body{margin:0;height:100%}</style><div id="root"></div>
        <script>addEventListener('load', () => setTimeout(() => {
          document.body.style.background = '#00ff00';
          document.getElementById('root').innerHTML = '<h1 id="cart">Cart</h1>';
        }, 300));</script>
        """

    func test_aSPAThatDrawsAfterLoad_isCapturedDrawn_inTwentyOfTwentyRuns() throws {
        try EngineHarness.run(limit: .seconds(120)) { engine, server in
            await server.serve(html: Self.spa, at: "/spa")
            var drawn = 0
            for _ in 0..<20 {
                let container = try EngineHarness.container(engine)
                defer { container.close() }
                try await container.load(server.url("/spa"))
                let wait = await PageQueries(container).waitUntilDrawn()
                let colours = try await container.engineView.sampleSnapshot(columns: 2, rows: 2)
                if wait.drawn, colours.allSatisfy({ $0 & 0xFFFFFF == 0x00FF00 }) { drawn += 1 }
            }
            XCTAssertEqual(drawn, 20)
        }
    }

    func test_runScreenshot_ofTheSPA_waitsForItsSelector_andIsDrawn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hybrid-drawn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.spa.utf8).write(to: folder.appendingPathComponent("index.html"))
        try Data(##"{"screenshotAfter": "#cart"}"##.utf8).write(to: folder.appendingPathComponent("mock.json"))
        let shot = folder.appendingPathComponent("spa.png")
        let run = try HybridProcess.run(["run", folder.appendingPathComponent("index.html").path, "--mock", folder.appendingPathComponent("mock.json").path,
                                         "--duration", "0", "--screenshot", shot.path, "--json"])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let wait = try XCTUnwrap(run.jsonLines.first { $0["type"] as? String == "drawn" }, run.stdout)
        XCTAssertEqual(wait["drawn"] as? Bool, true)
        let image = try PixelImage(png: Data(contentsOf: shot))
        XCTAssertEqual(image.pixel(x: image.width / 2, y: image.height - 5), 0x00FF00)
    }
}
