import CWebKitGTK
import Foundation
import HybridCore
@testable import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// The engine's escape hatch: the app's own `WebKitSettings` changes reach the
/// page, are made before the view exists, and each change is named for the log.
final class EngineCustomizationTests: XCTestCase {
    func test_customizeSettings_reachesThePage_andNamesEveryPropertyItChanged() throws {
        try EngineHarness.run { _, _ in
            let engine = try GTKEngine()
            engine.customizeSettings = { settings in
                webkit_settings_set_minimum_font_size(settings, 30)
                webkit_settings_set_enable_javascript(settings, 1)  // already on: not a change
            }
            let container = WebContainer(view: engine.makeGTKView())
            defer { container.close() }
            try await container.loadHTML("<p id=p style='font-size: 8px'>small print</p>")
            let size = try await container.evaluateJavaScript("getComputedStyle(document.getElementById('p')).fontSize")
            XCTAssertEqual(size, "30px")
            let view = try XCTUnwrap(container.engineView as? GTKWebView)
            XCTAssertEqual(view.customizedSettings, ["minimum-font-size: 0 → 30"])
        }
    }

    func test_noCustomization_leavesHybridKitsSettings_andNamesNothing() throws {
        try EngineHarness.run { _, _ in
            let engine = try GTKEngine()
            engine.customizeSettings = { _ in }
            let view = engine.makeGTKView(settings: EngineSettings(javaScriptEnabled: true))
            defer { view.close() }
            XCTAssertEqual(view.customizedSettings, [])
            XCTAssertEqual(webkit_settings_get_javascript_can_access_clipboard(webkit_web_view_get_settings(view.webView)), 0)
        }
    }
}
