import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// The seeds' four interaction styles, all reaching one router.
final class BridgeStyleTests: XCTestCase {
    func test_urlScheme_linkAndLocation_areRoutedToHandler_andNeverLoaded() throws {
        try EngineHarness.run { engine, server in
            let html = """
                <script>window.scanned = [];</script>
                <a id=link href="jxaction://scan?kind=qr&callback=scanned.push.bind">scan</a>
                <a id=plain href="jxaction://scan?kind=bar">scan</a>
                """
            var received: [JSONValue] = []
            var recorder: BridgeRecorder?
            let container = try await BridgePage.open(engine, server, html: html) { container in
                recorder = BridgeRecorder(container.bridge)
                container.bridge.routeURLScheme("jxaction")
                container.bridge.register("scan", options: BridgeHandlerOptions(acceptsURLScheme: true)) { (p: JSONValue) -> String in
                    received.append(p)
                    return "code-\(received.count)"
                }
                container.bridge.register("location", options: BridgeHandlerOptions(acceptsURLScheme: true)) { (p: JSONValue) -> Bool in
                    received.append(p)
                    return true
                }
            }
            defer { container.close() }
            let pageURL = container.url
            _ = try await container.evaluateJavaScript("document.getElementById('plain').click()")
            try await eventually("link routed") { received.count == 1 }
            _ = try await container.evaluateJavaScript("location.href = 'jxaction://location?x=1'")
            try await eventually("location routed") { received.count == 2 }
            XCTAssertEqual(received, [["kind": "bar"], ["x": "1"]])
            XCTAssertEqual(container.url, pageURL, "the app-scheme navigation must not load")
            let stillHere = try await container.evaluateJavaScript("typeof window.scanned")
            XCTAssertEqual(stillHere, "object")
            let sources = try XCTUnwrap(recorder).records.map { $0.source }
            XCTAssertEqual(sources.map { $0?.transport }, [.urlScheme, .urlScheme])
            XCTAssertEqual(sources.map { $0?.frameName }, ["unverified", "unverified"])
        }
    }

    func test_urlScheme_callbackQueryItem_receivesResult() throws {
        try EngineHarness.run { engine, server in
            let html = "<script>window.got = []; function scanResult(r) { got.push(r); }</script>"
            let container = try await BridgePage.open(engine, server, html: html) { container in
                container.bridge.routeURLScheme("jxaction")
                container.bridge.register("scan", options: BridgeHandlerOptions(acceptsURLScheme: true)) { (_: JSONValue) in "QR-42" }
            }
            defer { container.close() }
            _ = try await container.evaluateJavaScript("location.href = 'jxaction://scan?callback=scanResult'")
            try await eventually("callback called") { try await container.evaluateJavaScript("got.length") == 1 }
            let got = try await container.evaluateJavaScript("got")
            XCTAssertEqual(got, ["QR-42"])
        }
    }

    func test_urlScheme_doesNotReachHandlersThatDidNotOptIn_andItsRefusalCallsNothingBack() throws {
        try EngineHarness.run { engine, server in
            var calls = 0
            var recorder: BridgeRecorder?
            let html = "<script>window.got = []; function done(r, e) { got.push(e ? e.code : r); }</script>"
            let container = try await BridgePage.open(engine, server, html: html) { container in
                recorder = BridgeRecorder(container.bridge)
                container.bridge.routeURLScheme("jxaction")
                container.bridge.register("pay") { (_: JSONValue) -> Bool in
                    calls += 1
                    return true
                }
                container.bridge.register("scan", options: BridgeHandlerOptions(acceptsURLScheme: true)) { (_: JSONValue) in "QR-1" }
            }
            defer { container.close() }
            _ = try await container.evaluateJavaScript("location.href = 'jxaction://pay?callback=done'; 1")
            try await eventually("refusal recorded") { recorder?.records.count == 1 }
            // A call that is let through calls back; after it, a callback for the refusal could only be late.
            _ = try await container.evaluateJavaScript("location.href = 'jxaction://scan?callback=done'; 1")
            try await eventually("scan called back") { try await container.evaluateJavaScript("got.length") == 1 }
            let got = try await container.evaluateJavaScript("got")
            XCTAssertEqual(got, ["QR-1"])
            XCTAssertEqual(recorder?.records.first?.outcome.failureCode, "frame_not_allowed")
            XCTAssertEqual(calls, 0)
        }
    }

    func test_namespaceObject_deliversResultToNamedFunction_JavaScriptCoreStyle() throws {
        try EngineHarness.run { engine, server in
            let html = """
                <script>
                window.results = [];
                function scanResult(value) { results.push(value); }
                hybrid.ready.then(() => { app.scan('scanResult'); app.share({title: 'hi'}, 'scanResult'); });
                </script>
                """
            var recorder: BridgeRecorder?
            let container = try await BridgePage.open(engine, server, html: html) { container in
                recorder = BridgeRecorder(container.bridge)
                container.bridge.exposeNamespace("app", methods: [
                    "scan": Bridge.NamespaceMethod(callbackArgument: 0),
                    "share": Bridge.NamespaceMethod(handler: "share.sheet", callbackArgument: 1),
                ])
                container.bridge.register("app.scan") { (args: [JSONValue]) in "scanned \(args.count)" }
                container.bridge.register("share.sheet") { (args: [JSONValue]) in args }
            }
            defer { container.close() }
            try await eventually("both results delivered") { try await container.evaluateJavaScript("results.length") == 2 }
            let results = try await container.evaluateJavaScript("results")
            XCTAssertEqual(Set(results.arrayValue ?? []), ["scanned 0", [["title": "hi"]]])
            let transports = try XCTUnwrap(recorder).records.map { $0.source?.transport }
            XCTAssertEqual(transports, [.namespace, .namespace])
        }
    }

    func test_webViewJavascriptBridgePage_worksUnchanged() throws {
        try EngineHarness.run { engine, server in
            // The setup function every WebViewJavascriptBridge page carries, verbatim in spirit.
            let html = """
                <script>
                function setupWebViewJavascriptBridge(callback) {
                  if (window.WebViewJavascriptBridge) { return callback(WebViewJavascriptBridge); }
                  if (window.WVJBCallbacks) { return window.WVJBCallbacks.push(callback); }
                  window.WVJBCallbacks = [callback];
                  var WVJBIframe = document.createElement('iframe');
                  WVJBIframe.style.display = 'none';
                  WVJBIframe.src = 'https://__bridge_loaded__';
                  document.documentElement.appendChild(WVJBIframe);
                  setTimeout(function() { document.documentElement.removeChild(WVJBIframe) }, 0);
                }
                window.answers = [];
                setupWebViewJavascriptBridge(function(bridge) {
                  bridge.registerHandler('h5.greet', function(data, responseCallback) {
                    setTimeout(function() { responseCallback({greeting: 'hello ' + data.name}); }, 10);
                  });
                  bridge.callHandler('user.info', {id: 7}, function(response) { answers.push(response); });
                });
                </script>
                """
            let container = try await BridgePage.open(engine, server, html: html) { container in
                container.bridge.register("user.info") { (p: [String: Int]) in ["name": "user \(p["id"] ?? 0)"] }
            }
            defer { container.close() }
            try await eventually("callHandler answered") { try await container.evaluateJavaScript("answers.length") == 1 }
            let answers = try await container.evaluateJavaScript("answers")
            XCTAssertEqual(answers, [["name": "user 7"]])
            struct Greeting: Decodable { var greeting: String }
            let greeting = try await container.bridge.call("h5.greet", ["name": "native"], as: Greeting.self)
            XCTAssertEqual(greeting.greeting, "hello native")
        }
    }
}
