import Foundation
import XCTest

/// `hybrid run` with pages written for other bridges and the classic styles,
/// each answered by nothing but a mock file; every page calls at `onload`.
final class RunCommandStyleTests: XCTestCase {
    private static let site: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hybrid-run-styles-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    override class func tearDown() {
        try? FileManager.default.removeItem(at: site)
        super.tearDown()
    }

    private static func write(_ text: String, to name: String) throws -> String {
        let file = site.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file.path
    }

    /// Runs `page` (a file in the site folder) with `mock`, as JSON lines.
    private func run(page: String, mock: String, duration: String = "1") throws -> HybridProcess.Outcome {
        let mockPath = try Self.write(mock, to: (page as NSString).deletingPathExtension + "-mock.json")
        return try HybridProcess.run(["run", Self.site.appendingPathComponent(page).path, "--mock", mockPath, "--duration", duration, "--json"])
    }

    private func calls(_ run: HybridProcess.Outcome, named name: String) -> [[String: Any]] {
        run.jsonLines.filter { $0["type"] as? String == "call" && $0["name"] as? String == name }
    }

    func test_runCommand_wvjbV6ExamplePage_verbatim_answeredByMockFile() throws {
        _ = try Self.write(try OtherBridgePage.fixture("WebViewJavascriptBridge/ExampleApp-v6.html"), to: "wvjb.html")
        let run = try run(page: "wvjb.html", mock: """
            {"handlers": {"testObjcCallback": {"result": "ok"}},
             "calls": [{"name": "testJavascriptHandler", "params": {"foo": "bar"}, "afterMs": 300}]}
            """)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let call = try XCTUnwrap(calls(run, named: "testJavascriptHandler").first, run.stdout)
        XCTAssertEqual(call["result"] as? [String: String], ["Javascript Says": "Right back atcha!"])
        XCTAssertFalse(run.jsonLines.contains { $0["type"] as? String == "pageError" }, run.stdout)
    }

    func test_runCommand_appSchemePage_locationAtOnload_callbackRuns() throws {
        _ = try Self.write("""
            <script>
            function onScan(code) { location.href = 'jxaction://report?got=' + encodeURIComponent(code); }
            </script>
            <body onload="location.href = 'jxaction://scan?kind=qr&callback=onScan'">
            """, to: "scheme.html")
        let run = try run(page: "scheme.html", mock: #"{"appSchemes": ["jxaction"], "handlers": {"scan": {"result": "QR-1"}, "report": {}}}"#)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let scan = try XCTUnwrap(calls(run, named: "scan").first, run.stdout)
        XCTAssertEqual(scan["via"] as? String, "url")
        XCTAssertEqual(calls(run, named: "report").first?["params"] as? [String: String], ["got": "QR-1"], run.stdout)
    }

    func test_runCommand_injectedObjectPage_callsAtOnload_callbackRuns() throws {
        _ = try Self.write("""
            <script>function onScan(code) { app.report(code); }</script>
            <body onload="app.scan('onScan')">
            """, to: "object.html")
        let run = try run(page: "object.html", mock: """
            {"namespaces": {"app": {"scan": {"callbackArgument": 0}, "report": {}}},
             "handlers": {"app.scan": {"result": "QR-2"}, "app.report": {}}}
            """)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(calls(run, named: "app.scan").first?["via"] as? String, "namespace", run.stdout)
        XCTAssertEqual(calls(run, named: "app.report").first?["params"] as? [String], ["QR-2"], run.stdout)
    }

    func test_runCommand_messageHandlersPage_postsAtOnload_throughTheBridge() throws {
        _ = try Self.write("""
            <script>
            window.onload = function () {
              window.webkit.messageHandlers.clientCallback.postMessage("{\\"funName\\":\\"scan\\",\\"callback\\":\\"onScan\\"}");
            };
            </script>
            """, to: "handlers.html")
        let run = try run(page: "handlers.html", mock: #"{"messageHandlers": ["clientCallback"], "handlers": {"clientCallback": {"result": true}}}"#)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let call = try XCTUnwrap(calls(run, named: "clientCallback").first, run.stdout)
        XCTAssertEqual(call["via"] as? String, "webkit")
        XCTAssertEqual(call["frame"] as? String, "main")
        XCTAssertEqual(call["params"] as? String, #"{"funName":"scan","callback":"onScan"}"#)
    }

    func test_runCommand_appSchemeURLWithNoRoute_isReported_andExitsNonZero() throws {
        _ = try Self.write("<body onload=\"location.href = 'jxaction://scan?callback=onScan'\">", to: "unrouted.html")
        let run = try run(page: "unrouted.html", mock: #"{"handlers": {"scan": {"result": "QR-1"}}}"#)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        let unrouted = try XCTUnwrap(run.jsonLines.first { $0["type"] as? String == "unrouted" }, run.stdout)
        XCTAssertEqual(unrouted["scheme"] as? String, "jxaction")
    }

    func test_runCommand_callOfAFunctionNeverRegistered_reportsHandlerNotFound_notBridgeClosed() throws {
        _ = try Self.write("<title>quiet</title>", to: "quiet.html")
        let run = try run(page: "quiet.html", mock: #"{"calls": [{"name": "h5.never", "timeout": 400}]}"#)
        let call = try XCTUnwrap(calls(run, named: "h5.never").first, run.stdout)
        XCTAssertEqual((call["error"] as? [String: String])?["code"], "handler_not_found", run.stdout)
    }

    func test_runCommand_printsPageConsoleOutput_withLevelAndOrigin() throws {
        _ = try Self.write("<script>console.log('cart', {items: 3}); console.error('checkout failed');</script>", to: "console.html")
        let run = try run(page: "console.html", mock: "{}")
        let lines = run.jsonLines.filter { $0["type"] as? String == "console" }
        XCTAssertEqual(lines.map { $0["level"] as? String }, ["log", "error"], run.stdout)
        XCTAssertEqual(lines.map { $0["text"] as? String }, [#"cart {"items":3}"#, "checkout failed"])
        XCTAssertTrue((lines.first?["origin"] as? String)?.hasPrefix("http://127.0.0.1:") == true, run.stdout)
    }

    func test_runCommand_dialogs_arePrintedWithTheMockedAnswer() throws {
        _ = try Self.write("""
            <script>window.onload = function () { alert('saved'); if (confirm('pay?')) prompt('name?', 'x'); };</script>
            """, to: "dialogs.html")
        let run = try run(page: "dialogs.html", mock: #"{"dialogs": {"confirm": true, "prompt": "Ann"}}"#)
        let dialogs = run.jsonLines.filter { $0["type"] as? String == "dialog" }
        XCTAssertEqual(dialogs.map { $0["message"] as? String }, ["saved", "pay?", "name?"], run.stdout)
        XCTAssertEqual(dialogs.map { $0["answer"] as? String }, ["OK", "OK", "Ann"])
    }
}
