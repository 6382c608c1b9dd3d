import Foundation
import CWebKitGTK
@testable import HybridCore
import HybridTestServer
@testable import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// `ContainerConfiguration.view` in a real window: the background shown before
/// the first paint, text that follows GTK's text scaling, a document that does not scroll.
final class ViewSettingsTests: XCTestCase {
    /// A page whose parser waits at its first script on a synchronous request the server holds
    /// until the test has read the page area, so nothing of the page is painted
    /// before: however late a busy machine first draws the view, the read is not a race.
    static func heldPage(_ hold: String) -> String {
        """
        <script>const held = new XMLHttpRequest(); held.open('GET', '\(hold)', false); held.send();</script>
        <style>html,body{margin:0;height:100%;background:#202020}</style><p>late</p>
        """
    }

    /// The held request answers once the test has read what it waits for.
    private actor Release {
        private var released = false
        private var waiting: [CheckedContinuation<Void, Never>] = []
        func release() {
            released = true
            waiting.forEach { $0.resume() }
            waiting = []
        }
        func wait() async {
            guard !released else { return }
            await withCheckedContinuation { waiting.append($0) }
        }
    }

    /// GTK's own window background (Adwaita), where the web view has not drawn yet.
    private static let windowGrey: UInt32 = 0xf6f5f4

    /// What the page area of `window` shows once its page commits, while the page's parser is
    /// held before anything of it paints: read until the view has drawn something.
    @MainActor
    private static func colorAtCommit(_ window: HybridWindow, _ server: TestServer, path: String) async throws -> UInt32 {
        let release = Release()
        await server.route(path + "-hold") { _ in
            await release.wait()
            return .text("", type: "text/plain")
        }
        await server.serve(html: heldPage(path + "-hold"), at: path)
        var shown: UInt32?
        var reading: Task<Void, Never>?
        window.container.onNavigationEvent = { event in
            guard case .committed = event, reading == nil else { return }
            reading = Task { @MainActor in
                try? await eventually("the web view drawn in its window", limit: .seconds(20)) {
                    guard let image = try? CairoPNG.decode(try window.screenshotPNG()) else { return false }
                    let pixel = image.pixel(x: image.width / 2, y: image.height - 20)
                    shown = pixel == windowGrey ? nil : pixel
                    return shown != nil
                }
                // Read or not, the page is let go: a held request left waiting would hold the server.
                await release.release()
            }
        }
        do { try await window.container.load(server.url(path), timeout: .seconds(40)) } catch {
            await release.release()
            throw error
        }
        return try XCTUnwrap(shown, "the page area showed nothing before the page finished")
    }

    func test_backgroundColor_isShownBeforeTheFirstPaint_insteadOfWhite() throws {
        try EngineHarness.run { engine, server in
            var dark = ContainerConfiguration()
            dark.viewSettings.backgroundColor = ViewSettings.Color(red: 0x10 / 255, green: 0x20 / 255, blue: 0x30 / 255)
            let window = try ShellHarness.window(engine, configuration: dark)
            defer { window.close() }
            let shown = try await Self.colorAtCommit(window, server, path: "/dark")
            XCTAssertEqual(shown, 0x102030, String(shown, radix: 16))
            let plain = try ShellHarness.window(engine)
            defer { plain.close() }
            let white = try await Self.colorAtCommit(plain, server, path: "/plain")
            XCTAssertNotEqual(white, 0x102030, "without the setting the page area is the engine's own: \(String(white, radix: 16))")
        }
    }

    /// Only a change of color is sent to WebKit (a set repaints in the web process):
    /// a view moving back to the default, or between colors, still gets each one.
    func test_backgroundColor_eachChangeReachesWebKit_includingBackToTheDefault() throws {
        try EngineHarness.run { engine, _ in
            let view = engine.makeGTKView()
            defer { view.close() }
            @MainActor func shown() -> [Double] {
                var color = GdkRGBA()
                webkit_web_view_get_background_color(view.webView, &color)
                return [color.red, color.green, color.blue, color.alpha].map { ($0 * 255).rounded() }
            }
            XCTAssertEqual(shown(), [255, 255, 255, 255])
            var settings = ViewSettings()
            view.apply(settings)
            XCTAssertEqual(shown(), [255, 255, 255, 255])
            settings.backgroundColor = ViewSettings.Color(red: 0x10 / 255, green: 0x20 / 255, blue: 0x30 / 255)
            view.apply(settings)
            XCTAssertEqual(shown(), [0x10, 0x20, 0x30, 255])
            settings.backgroundColor = ViewSettings.Color(red: 0x10 / 255, green: 0x20 / 255, blue: 0x31 / 255)
            view.apply(settings)
            XCTAssertEqual(shown(), [0x10, 0x20, 0x31, 255], "one step of one channel is a change")
            settings.backgroundColor = nil
            view.apply(settings)
            XCTAssertEqual(shown(), [255, 255, 255, 255])
        }
    }

    func test_textSize_followsGTKsTextScaling_andAnAppOverrideWins() throws {
        try EngineHarness.run { engine, server in
            hk_set_text_scale(1)
            defer { hk_set_text_scale(1) }
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            await server.serve(html: "<p id=p>text</p>", at: "/text")
            try await container.load(server.url("/text"))
            let size = "parseFloat(getComputedStyle(document.getElementById('p')).fontSize)"
            var base = try await container.evaluateJavaScript(size)
            XCTAssertEqual(base, 16)
            hk_set_text_scale(1.5)
            try await container.reload()
            base = try await container.evaluateJavaScript(size)
            XCTAssertEqual(base, 24, "the system's text scaling reached the page")
            container.configuration.viewSettings.textScale = 0.75
            try await container.reload()
            base = try await container.evaluateJavaScript(size)
            XCTAssertEqual(base, 12, "the app's size wins over the system's")
        }
    }

    /// The user cannot scroll the document (a touchpad's scroll events), as with
    /// WKWebView's `isScrollEnabled`; the page's own `scrollTo` still works.
    func test_scrollingOff_keepsTheDocumentStillUnderTheUsersScroll_andOnAgainItScrolls() throws {
        try EngineHarness.run { engine, server in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let view = try XCTUnwrap(container.engineView as? GTKWebView)
            container.configuration.viewSettings.isScrollEnabled = false
            await server.serve(html: "<style>html{overflow:auto!important}</style><div style='height:5000px'>tall</div>", at: "/still")
            try await container.load(server.url("/still"))
            for _ in 0..<5 { try view.simulateScroll(x: 100, y: 100, pixels: 400) }
            try await Task.sleep(for: .milliseconds(300))
            let still = try await container.evaluateJavaScript("scrollY")
            XCTAssertEqual(still, 0, "the page's own !important rule cannot turn scrolling back on")
            container.configuration.viewSettings.isScrollEnabled = true
            try await eventually("scrolls again") {
                try view.simulateScroll(x: 100, y: 100, pixels: 400)
                return try await container.evaluateJavaScript("scrollY") != 0
            }
        }
    }
}
