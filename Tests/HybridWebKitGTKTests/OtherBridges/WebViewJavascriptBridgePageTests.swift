import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// WebViewJavascriptBridge's own example pages, at the commits of each API
/// version, served verbatim: both directions work and the page throws nothing.
final class WebViewJavascriptBridgePageTests: XCTestCase {
    /// The native side of WVJB's example apps (ExampleWKWebViewController.m).
    @MainActor
    private static func registerExampleHandlers(_ container: WebContainer) {
        container.bridge.register("testObjcCallback") { (data: JSONValue) -> String in
            XCTAssertEqual(data, ["foo": "bar"])
            return "Response from testObjcCallback"
        }
        container.bridge.register(Bridge.WebViewJavascriptBridgeCompatibility.defaultHandlerName) { (data: JSONValue) -> String in
            XCTAssertEqual(data, "Hello from JS button")
            return "Response for message from ObjC"
        }
    }

    func test_wvjbV6ExamplePage_runsUnchanged_bothDirections() throws {
        try EngineHarness.run { engine, server in
            let page = try await OtherBridgePage.open(engine, server, fixture: "WebViewJavascriptBridge/ExampleApp-v6.html",
                                                      setUp: Self.registerExampleHandlers)
            defer { page.container.close() }
            // The setup callback ran after the elements below its script were parsed.
            try await eventually("the page's button") { try await page.text("#buttons") == "Fire testObjcCallback" }
            XCTAssertEqual(page.container.bridge.webViewJavascriptBridge.bootstrapsSeen, 1, "https://__bridge_loaded__ was cancelled and routed")

            try await page.click("Fire testObjcCallback")
            try await eventually("the page got native's answer") {
                try await page.text("#log").contains("JS got response:\"Response from testObjcCallback\"")
            }
            let answer: JSONValue = try await page.container.bridge.webViewJavascriptBridge.callHandler(
                "testJavascriptHandler", data: ["greetingFromObjC": "Hi there, JS!"])
            XCTAssertEqual(answer, ["Javascript Says": "Right back atcha!"])
            let log = try await page.text("#log")
            XCTAssertTrue(log.contains("ObjC called testJavascriptHandler with:{\"greetingFromObjC\":\"Hi there, JS!\"}"), log)
            XCTAssertEqual(page.recorder.records.first?.source?.transport, .webViewJavascriptBridge)
            page.assertNoPageError()
        }
    }

    func test_wvjbV5ExamplePage_wvjbschemeBootstrap_initAndSend_bothDirections() throws {
        try EngineHarness.run { engine, server in
            let page = try await OtherBridgePage.open(engine, server, fixture: "WebViewJavascriptBridge/ExampleApp-v5.html",
                                                      setUp: Self.registerExampleHandlers)
            defer { page.container.close() }
            try await eventually("the page's buttons") {
                try await page.text("#buttons") == "Send message to ObjCFire testObjcCallback"
            }
            XCTAssertEqual(page.container.bridge.webViewJavascriptBridge.bootstrapsSeen, 1, "wvjbscheme://__BRIDGE_LOADED__ was routed")

            try await page.click("Send message to ObjC")
            try await eventually("send answered") { try await page.text("#log").contains("JS got response:\"Response for message from ObjC\"") }
            try await page.click("Fire testObjcCallback")
            try await eventually("callHandler answered") { try await page.text("#log").contains("JS got response:\"Response from testObjcCallback\"") }

            let sent: JSONValue = try await page.container.bridge.webViewJavascriptBridge.send("A string sent from ObjC to JS", as: JSONValue.self)
            XCTAssertEqual(sent, ["Javascript Responds": "Wee!"])
            let answer: JSONValue = try await page.container.bridge.webViewJavascriptBridge.callHandler("testJavascriptHandler", data: ["foo": "before ready"])
            XCTAssertEqual(answer, ["Javascript Says": "Right back atcha!"])
            let log = try await page.text("#log")
            XCTAssertTrue(log.contains("JS got a message:\"A string sent from ObjC to JS\""), log)
            try await page.container.bridge.webViewJavascriptBridge.send("no answer wanted")
            try await eventually("the fire-and-forget message shown") { try await page.text("#log").contains("JS got a message:\"no answer wanted\"") }
            page.assertNoPageError()
        }
    }

    func test_wvjbV4ExamplePage_readyEvent_initAndSend_bothDirections() throws {
        try EngineHarness.run { engine, server in
            let page = try await OtherBridgePage.open(engine, server, fixture: "WebViewJavascriptBridge/ExampleApp-v4.html",
                                                      setUp: Self.registerExampleHandlers)
            defer { page.container.close() }
            // v4 pages wait for WebViewJavascriptBridgeReady, fired once the page loaded.
            try await eventually("the page's buttons") {
                try await page.text("#buttons") == "Send message to ObjCFire testObjcCallback"
            }
            XCTAssertEqual(page.container.bridge.webViewJavascriptBridge.bootstrapsSeen, 0)
            try await page.click("Send message to ObjC")
            try await page.click("Fire testObjcCallback")
            try await eventually("both answered") {
                let log = try await page.text("#log")
                return log.contains("JS got response:\"Response for message from ObjC\"")
                    && log.contains("JS got response:\"Response from testObjcCallback\"")
            }
            let sent: JSONValue = try await page.container.bridge.webViewJavascriptBridge.send("A string sent from ObjC to JS", as: JSONValue.self)
            XCTAssertEqual(sent, ["Javascript Responds": "Wee!"])
            let answer: JSONValue = try await page.container.bridge.webViewJavascriptBridge.callHandler("testJavascriptHandler", data: ["foo": "bar"])
            XCTAssertEqual(answer, ["Javascript Says": "Right back atcha!"])
            page.assertNoPageError()
        }
    }

    func test_wvjbSwiftExampleEchoPage_fireAndForgetGreet_echo_andNestedCallBack() throws {
        try EngineHarness.run { engine, server in
            var greetings: [String] = []
            let page = try await OtherBridgePage.open(engine, server, fixture: "WebViewJavascriptBridge/echo.html") { container in
                container.bridge.register("Greet") { (text: String) -> Bool in
                    greetings.append(text)
                    return true
                }
                container.bridge.register("objcEchoToJs") { (data: JSONValue) in data }
            }
            defer { page.container.close() }
            try await eventually("Greet arrived") { greetings == ["Hello world"] }
            let wvjb = page.container.bridge.webViewJavascriptBridge
            let echoed: JSONValue = try await wvjb.callHandler("echoHandler", data: ["echo": [1, 2]])
            XCTAssertEqual(echoed, ["echo": [1, 2]])
            let nested: String = try await wvjb.callHandler("jsRcvResponseTest", data: JSONValue.null)
            XCTAssertEqual(nested, "Response from JS")
            page.assertNoPageError()
        }
    }

    func test_wvjbBootstrapNavigation_definesTheBridgeBeforeLoad_andRunsCallbacksAfterTheElementsExist() throws {
        try EngineHarness.run { engine, server in
            // An image that holds `load` back: only the bootstrap navigation can bring the bridge now.
            await server.route("/slow-image.png") { _ in TestResponse(headers: [("Content-Type", "image/png")], delay: .seconds(4)) }
            let html = """
                <script>
                window.seen = null;
                function setupWebViewJavascriptBridge(callback) {
                  if (window.WebViewJavascriptBridge) { return callback(WebViewJavascriptBridge); }
                  if (window.WVJBCallbacks) { return window.WVJBCallbacks.push(callback); }
                  window.WVJBCallbacks = [callback];
                  var WVJBIframe = document.createElement('iframe');
                  WVJBIframe.style.display = 'none';
                  WVJBIframe.src = 'https://__bridge_loaded__';
                  document.documentElement.appendChild(WVJBIframe);
                  setTimeout(function() { document.documentElement.removeChild(WVJBIframe) }, 0)
                }
                window.definedAtOnce = !!window.WebViewJavascriptBridge;
                setupWebViewJavascriptBridge(function(bridge) {
                  seen = {readyState: document.readyState, element: !!document.getElementById('after')};
                });
                </script>
                <div id=after></div><img src="/slow-image.png">
                """
            await server.serve(html: html, at: "/wvjb-slow-load")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let loading = Task { @MainActor in try await container.load(server.url("/wvjb-slow-load")) }
            defer { loading.cancel() }
            try await eventually("the callback ran") { try await container.evaluateJavaScript("!!window.seen") == true }
            let seen = try await container.evaluateJavaScript("window.seen")
            XCTAssertEqual(seen["element"], true, "the callback ran after the elements below the script were parsed")
            XCTAssertNotEqual(seen["readyState"], "complete", "the bootstrap, not load, defined the bridge")
            let definedAtOnce = try await container.evaluateJavaScript("window.definedAtOnce")
            XCTAssertEqual(definedAtOnce, false, "WVJB pages must not find the object at document start")
            XCTAssertEqual(container.bridge.webViewJavascriptBridge.bootstrapsSeen, 1)
        }
    }

    func test_wvjbNativeCallHandlerWithoutResponse_settlesAtDelivery_whenPageNeverResponds() throws {
        try EngineHarness.run { engine, server in
            // WVJB's README: a handler that shows an alert and never calls responseCallback.
            let html = """
                <script>
                window.shown = [];
                function setupWebViewJavascriptBridge(callback) {
                  if (window.WebViewJavascriptBridge) { return callback(WebViewJavascriptBridge); }
                  if (window.WVJBCallbacks) { return window.WVJBCallbacks.push(callback); }
                  window.WVJBCallbacks = [callback];
                  var WVJBIframe = document.createElement('iframe');
                  WVJBIframe.style.display = 'none';
                  WVJBIframe.src = 'https://__bridge_loaded__';
                  document.documentElement.appendChild(WVJBIframe);
                  setTimeout(function() { document.documentElement.removeChild(WVJBIframe) }, 0)
                }
                setupWebViewJavascriptBridge(function(bridge) {
                  bridge.registerHandler('showAlert', function(data) { shown.push(data); });
                });
                </script>
                """
            let container = try await BridgePage.open(engine, server, html: html)
            defer { container.close() }
            let started = ContinuousClock.now
            try await container.bridge.webViewJavascriptBridge.callHandler("showAlert", data: "foo")
            XCTAssertLessThan(ContinuousClock.now - started, .seconds(5), "a call without a response block waits for no answer")
            try await eventually("the page handler ran") { try await container.evaluateJavaScript("shown.length") == 1 }
            let shown = try await container.evaluateJavaScript("shown")
            XCTAssertEqual(shown, ["foo"])
        }
    }
}
