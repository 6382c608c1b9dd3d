import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// The seeds' classic styles as H5 developers write them, each calling from
/// the page's first script or at `onload`, before the bridge said hello.
final class ClassicStylePageTests: XCTestCase {
    func test_injectedObject_callableFromFirstScriptAndAtOnload_callsQueuedUntilReady() throws {
        try EngineHarness.run { engine, server in
            let html = """
                <script>
                window.results = [];
                function scanResult(value) { results.push(value); }
                app.scan('scanResult');
                </script>
                <body onload="app.scan('scanResult')">
                """
            var recorder: BridgeRecorder?
            let container = try await BridgePage.open(engine, server, html: html) { container in
                recorder = BridgeRecorder(container.bridge)
                container.bridge.exposeNamespace("app", methods: ["scan": Bridge.NamespaceMethod(callbackArgument: 0)])
                container.bridge.register("app.scan") { (_: [JSONValue]) in "QR-1" }
            }
            defer { container.close() }
            try await eventually("both scans answered") { try await container.evaluateJavaScript("results.length") == 2 }
            let results = try await container.evaluateJavaScript("results")
            XCTAssertEqual(results, ["QR-1", "QR-1"])
            XCTAssertEqual(recorder?.records.map { $0.source?.transport }, [.namespace, .namespace])
            XCTAssertEqual(recorder?.records.map { $0.source?.isMainFrame }, [true, true])
        }
    }

    func test_pageWorldMessageHandlersShim_atOnload_routedThroughBridgeWithOriginAndReply() throws {
        try EngineHarness.run { engine, server in
            let html = """
                <script>
                window.replies = [];
                window.onload = function () {
                  window.webkit.messageHandlers.clientCallback
                    .postMessage("{\\"funName\\":\\"scan\\",\\"callback\\":\\"onScan\\"}")
                    .then(function (reply) { replies.push(reply); });
                };
                </script>
                """
            var bodies: [String] = []
            var recorder: BridgeRecorder?
            let container = try await BridgePage.open(engine, server, html: html) { container in
                recorder = BridgeRecorder(container.bridge)
                container.bridge.exposeMessageHandler("clientCallback")
                container.bridge.register("clientCallback") { (body: String) -> String in
                    bodies.append(body)
                    return "scanned"
                }
            }
            defer { container.close() }
            try await eventually("the reply reached the page") { try await container.evaluateJavaScript("replies.length") == 1 }
            XCTAssertEqual(bodies, ["{\"funName\":\"scan\",\"callback\":\"onScan\"}"])
            let record = try XCTUnwrap(recorder?.records.first)
            XCTAssertEqual(record.source, BridgeMessageSource(origin: serializedOrigin(server.origin), isMainFrame: true, transport: .pageMessageHandler))
        }
    }

    func test_pageWorldMessageHandlersShim_coexistsWithAnEnginePageWorldHandler() throws {
        try EngineHarness.run { engine, server in
            var shimBodies: [String] = []
            var engineBodies: [JSONValue] = []
            let container = try await BridgePage.open(engine, server) { container in
                // An app that still registers a handler in the page world itself, around the bridge.
                try container.engineView.addMessageHandler(named: "legacy", in: .page) { message in
                    engineBodies.append(message.body)
                    return .success(.null)
                }
                container.bridge.exposeMessageHandler("clientCallback")
                container.bridge.register("clientCallback") { (body: String) -> Bool in
                    shimBodies.append(body)
                    return true
                }
            }
            defer { container.close() }
            let answer = try await BridgePage.run(container, """
                window.webkit.messageHandlers.legacy.postMessage('to the engine');
                return await window.webkit.messageHandlers.clientCallback.postMessage('to the bridge');
                """)
            XCTAssertEqual(answer, true)
            try await eventually("the engine's handler heard its message") { engineBodies == ["to the engine"] }
            XCTAssertEqual(shimBodies, ["to the bridge"])
        }
    }

    func test_declaredNames_reachThePageAsData_neverAsScript() throws {
        try EngineHarness.run { engine, server in
            let hostile = "x\"); window.pwned = 1; (\"\u{2028}</script>"
            let container = try await BridgePage.open(engine, server) { container in
                container.bridge.exposeNamespace(hostile, methods: [hostile: Bridge.NamespaceMethod()])
                container.bridge.exposeMessageHandler(hostile)
            }
            defer { container.close() }
            let seen = try await BridgePage.run(container, """
                return {pwned: typeof window.pwned, object: typeof window[name][name],
                        handler: typeof window.webkit.messageHandlers[name].postMessage};
                """, ["name": .string(hostile)])
            XCTAssertEqual(seen, ["pwned": "undefined", "object": "function", "handler": "function"])
        }
    }

    func test_urlInterception_hiddenIframeAtOnload_routedWithCallback_andNeverLoaded() throws {
        try EngineHarness.run { engine, server in
            let html = """
                <script>
                window.got = [];
                function scanResult(r) { got.push(r); }
                window.onload = function () {
                  var frame = document.createElement('iframe');
                  frame.style.display = 'none';
                  frame.src = 'jxaction://scan?kind=qr&callback=scanResult';
                  document.body.appendChild(frame);
                  setTimeout(function () { document.body.removeChild(frame); }, 0);
                };
                </script>
                <body>
                """
            var received: [JSONValue] = []
            let container = try await BridgePage.open(engine, server, html: html) { container in
                container.bridge.routeURLScheme("jxaction")
                container.bridge.register("scan", options: BridgeHandlerOptions(acceptsURLScheme: true)) { (p: JSONValue) -> String in
                    received.append(p)
                    return "QR-7"
                }
            }
            defer { container.close() }
            try await eventually("the callback ran") { try await container.evaluateJavaScript("got.length") == 1 }
            XCTAssertEqual(received, [["kind": "qr"]])
            let got = try await container.evaluateJavaScript("got")
            XCTAssertEqual(got, ["QR-7"])
        }
    }

    func test_urlInterception_locationHrefAtOnload_routedWithCallback() throws {
        try EngineHarness.run { engine, server in
            let html = """
                <script>
                window.got = [];
                function cb(r) { got.push(r); }
                window.onload = function () { location.href = 'jxaction://scan?callback=cb'; };
                </script>
                """
            let container = try await BridgePage.open(engine, server, html: html) { container in
                container.bridge.routeURLScheme("jxaction")
                container.bridge.register("scan", options: BridgeHandlerOptions(acceptsURLScheme: true)) { (_: JSONValue) in "QR-8" }
            }
            defer { container.close() }
            try await eventually("the callback ran") { try await container.evaluateJavaScript("got.length") == 1 }
            let got = try await container.evaluateJavaScript("got")
            XCTAssertEqual(got, ["QR-8"])
        }
    }
}
