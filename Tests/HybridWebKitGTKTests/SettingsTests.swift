import CWebKitGTK
import Foundation
import HybridCore
@testable import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

final class SettingsTests: XCTestCase {
    func test_inspectable_turnsTheViewsDeveloperExtrasOnAndOff_andLeavesEngineSettingsAloneUntilSet() throws {
        try EngineHarness.run { engine, _ in
            let container = try EngineHarness.container(engine, settings: EngineSettings(developerExtrasEnabled: true))
            defer { container.close() }
            let view = try XCTUnwrap(container.engineView as? GTKWebView)
            let extras = { webkit_settings_get_enable_developer_extras(webkit_web_view_get_settings(view.webView)) != 0 }
            container.configure(ContainerConfiguration())
            XCTAssertTrue(extras(), "a configuration that never set it keeps what the engine settings made")
            container.configuration.inspectable = true
            XCTAssertTrue(extras())
            container.configuration.inspectable = false
            XCTAssertFalse(extras())
        }
    }

    func test_inspectable_reachesAPooledView_throughItsLease() throws {
        try EngineHarness.run { engine, _ in
            let pool = WebViewPool(engine: engine)
            var configuration = ContainerConfiguration()
            configuration.inspectable = true
            let container = try await pool.lease(configuration: configuration)
            defer { container.close() }
            let view = try XCTUnwrap(container.engineView as? GTKWebView)
            XCTAssertTrue(webkit_settings_get_enable_developer_extras(webkit_web_view_get_settings(view.webView)) != 0)
        }
    }

    func test_applicationName_isAppendedToUserAgent_inPageAndOnTheWire() throws {
        try EngineHarness.run { engine, server in
            let container = try EngineHarness.container(engine, settings: EngineSettings(applicationNameForUserAgent: "DemoApp/2.1 HybridKit/0"))
            defer { container.close() }
            try await container.load(server.url("/echo?ua=1"))
            let agent = try await container.evaluateJavaScript("navigator.userAgent")
            XCTAssertTrue(agent.stringValue?.hasSuffix(" DemoApp/2.1 HybridKit/0") == true, "\(agent)")
            let sent = await server.requests(to: "/echo").last?.headers["user-agent"]
            XCTAssertEqual(sent, agent.stringValue)
        }
    }

    func test_customUserAgent_replacesTheWholeString_andCanChangeLater() throws {
        try EngineHarness.run { engine, _ in
            let container = try EngineHarness.container(engine, settings: EngineSettings(customUserAgent: "Custom/1"))
            defer { container.close() }
            try await container.loadHTML("<p>x</p>")
            let first = try await container.evaluateJavaScript("navigator.userAgent")
            XCTAssertEqual(first, "Custom/1")
            try container.engineView.setCustomUserAgent("Custom/2")
            try await container.loadHTML("<p>y</p>")
            let second = try await container.evaluateJavaScript("navigator.userAgent")
            XCTAssertEqual(second, "Custom/2")
        }
    }

    func test_javaScriptDisabled_pageScriptsDoNotRun() throws {
        try EngineHarness.run { engine, _ in
            let container = try EngineHarness.container(engine, settings: EngineSettings(javaScriptEnabled: false))
            defer { container.close() }
            try await container.loadHTML("<title>before</title><script>document.title = 'ran'</script>")
            try await eventually("title") { container.title != nil }
            XCTAssertEqual(container.title, "before")
        }
    }

    func test_autoplaySetting_isAppliedWhenTheViewIsCreated() throws {
        try EngineHarness.run { engine, _ in
            for requiresGesture in [true, false] {
                let view = engine.makeGTKView(settings: EngineSettings(mediaPlaybackRequiresUserGesture: requiresGesture))
                defer { view.close() }
                // Xvfb has no audio device, so playback itself never starts here; the engine's own
                // settings and website policies, read back from the created view, are what autoplay obeys.
                XCTAssertEqual(view.mediaPlaybackRequiresUserGesture, requiresGesture)
                XCTAssertEqual(view.autoplayAllowedWithSound, !requiresGesture)
            }
        }
    }
}
