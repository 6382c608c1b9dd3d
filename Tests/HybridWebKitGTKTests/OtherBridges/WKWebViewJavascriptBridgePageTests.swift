import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// WKWebViewJavascriptBridge's demo page, served verbatim: its page-world
/// `window.webkit.messageHandlers.iOS_Native_InjectJavascript` bootstrap works.
final class WKWebViewJavascriptBridgePageTests: XCTestCase {
    func test_wkWebViewJavascriptBridgeDemoPage_runsUnchanged_bothDirections() throws {
        try EngineHarness.run { engine, server in
            // The demo app's native side (WKWebViewJavascriptBridgeDemo/ViewController.swift).
            let page = try await OtherBridgePage.open(engine, server, fixture: "WKWebViewJavascriptBridge/Demo.html") { container in
                container.bridge.register("testiOSCallback") { (data: JSONValue) -> String in
                    XCTAssertEqual(data, ["foo": "bar"])
                    return "Response from testiOSCallback"
                }
            }
            defer { page.container.close() }
            try await eventually("the page's button") { try await page.text("#buttons") == "Fire testiOSCallback" }
            try await page.click("Fire testiOSCallback")
            try await eventually("the page got native's answer") {
                try await page.text("#log").contains("JS got response:\"Response from testiOSCallback\"")
            }
            let answer: JSONValue = try await page.container.bridge.webViewJavascriptBridge.callHandler(
                "testJavascriptHandler", data: ["greetingFromiOS": "Hi there, JS!"])
            XCTAssertEqual(answer, ["Javascript Says": "Right back atcha!"])
            XCTAssertEqual(page.recorder.records.first?.source?.transport, .webViewJavascriptBridge)
            page.assertNoPageError()
        }
    }
}
