import Foundation
import XCTest

/// What classic pages wait for from native, mocked by a file alone: a global
/// function of the page called by name (`pageCalls`, a handler's `thenCall`),
/// a WVJB call that wants no reply, and replies made from the call's params.
/// Each page shows its own evidence in the console the run prints.
final class RunMockAdditionsTests: XCTestCase {
    private static let site: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hybrid-run-additions-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    override class func tearDown() {
        try? FileManager.default.removeItem(at: site)
        super.tearDown()
    }

    private func run(_ page: String, mock: String, named name: String) throws -> HybridProcess.Outcome {
        try Data(page.utf8).write(to: Self.site.appendingPathComponent("\(name).html"))
        let mockFile = Self.site.appendingPathComponent("\(name)-mock.json")
        try Data(mock.utf8).write(to: mockFile)
        return try HybridProcess.run(["run", Self.site.appendingPathComponent("\(name).html").path, "--mock", mockFile.path,
                                      "--duration", "1", "--json"])
    }

    private func console(_ run: HybridProcess.Outcome) -> [String] {
        run.jsonLines.filter { $0["type"] as? String == "console" }.compactMap { $0["text"] as? String }
    }

    func test_messageHandlersPage_hearsItsResult_inTheGlobalFunctionItNamed() throws {
        let run = try run("""
            <script>
            function getMobileCodeResult(code) { console.log('code ' + code); }
            window.onload = function () {
              window.webkit.messageHandlers.clientCallback.postMessage({ funName: 'getMobileCode', callback: 'getMobileCodeResult' });
            };
            </script>
            """, mock: #"{"messageHandlers": ["clientCallback"], "handlers": {"clientCallback": {"result": "1234", "thenCall": "getMobileCodeResult"}}}"#,
            named: "seed000")
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(console(run), ["code 1234"], run.stdout)
        let line = try XCTUnwrap(run.jsonLines.first { $0["type"] as? String == "pageFunction" }, run.stdout)
        XCTAssertEqual(line["function"] as? String, "getMobileCodeResult")
        XCTAssertEqual(line["ok"] as? Bool, true)
    }

    func test_pageCalls_callAGlobalByName_withItsArguments() throws {
        let run = try run("<script>function showToast(text, ms) { console.log('toast ' + text + ' ' + ms); }</script>",
                          mock: #"{"pageCalls": [{"function": "showToast", "args": ["saved", 1500], "afterMs": 100}]}"#, named: "toast")
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(console(run), ["toast saved 1500"], run.stdout)
    }

    func test_wvjbCallWithNoReply_reachesThePage_andIsNoTimeout() throws {
        let run = try run("""
            <script>
            function setupWebViewJavascriptBridge(callback) {
              if (window.WebViewJavascriptBridge) return callback(WebViewJavascriptBridge);
              if (window.WVJBCallbacks) return window.WVJBCallbacks.push(callback);
              window.WVJBCallbacks = [callback];
              var frame = document.createElement('iframe'); frame.style.display = 'none';
              frame.src = 'https://__bridge_loaded__'; document.documentElement.appendChild(frame);
              setTimeout(function () { document.documentElement.removeChild(frame); }, 0);
            }
            setupWebViewJavascriptBridge(function (bridge) {
              bridge.registerHandler('showAlert', function (data) { console.log('alert ' + data.text); });  // never responds
            });
            </script>
            """, mock: #"{"calls": [{"name": "showAlert", "params": {"text": "saved"}, "afterMs": 200, "reply": false}]}"#, named: "noreply")
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(console(run), ["alert saved"], run.stdout)
        let call = try XCTUnwrap(run.jsonLines.first { $0["type"] as? String == "call" && $0["name"] as? String == "showAlert" }, run.stdout)
        XCTAssertNil(call["error"], "settled when the page took it, not a timeout: \(call)")
    }

    func test_repliesMadeFromTheParams() throws {
        let run = try run("""
            <script>
            (async () => {
              await hybrid.ready;
              const r = await hybrid.call('user.greet', { user: { name: 'Ann' }, tags: ['a', 'b'] });
              console.log([r.hello, r.first, r.none, Object.keys(r).length].join(','));
              console.log(JSON.stringify(await hybrid.call('echo.all', { n: 1 })));
            })();
            </script>
            """, mock: #"{"handlers": {"user.greet": {"result": {"hello": {"$param": "user.name"}, "first": {"$param": "tags.0"}, "none": {"$param": "nope"}}}, "echo.all": {"echo": true}}}"#,
            named: "template")
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(console(run), ["Ann,a,,3", #"{"n":1}"#], run.stdout)
    }

    func test_badAdditions_areNamedWithTheirPath_exitTwo() throws {
        for (mock, named) in [
            (#"{"pageCalls": [{"function": "alert('x')"}]}"#, "pageCalls[0].function"),
            (#"{"pageCalls": [{"function": "f", "args": 1}]}"#, "pageCalls[0].args"),
            (#"{"handlers": {"a": {"echo": false}}}"#, "handlers.a.echo"),
            (#"{"handlers": {"a": {"echo": true, "result": 1}}}"#, "handlers.a"),
            (#"{"calls": [{"name": "f", "reply": "no"}]}"#, "calls[0].reply"),
            (#"{"handlers": {"a": {"thenCall": 3}}}"#, "handlers.a.thenCall"),
            (#"{"actions": [{"tap": ""}]}"#, "actions[0].tap"),
            (##"{"actions": [{"scroll": "#a"}]}"##, "actions[0].by"),
            (##"{"actions": [{"tap": "#a", "type": "x"}]}"##, "actions[0]"),
            (##"{"actions": [{"type": "x"}]}"##, "actions[0].into"),
        ] {
            let run = try run("<title>x</title>", mock: mock, named: "bad")
            XCTAssertEqual(run.status, 2, mock)
            XCTAssertTrue(run.stderr.contains(named), "\(mock): \(run.stderr)")
        }
    }
}
