import Foundation
import XCTest

/// `hybrid run --paths`: the page's flow through a navigator, from the command line.
final class RunNavigatorCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hybrid-run-nav-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try write("""
            <title>home</title><a id="next" href="next.html">next</a>
            <script>
            hybrid.on('navigator.resume', e => console.log('resumed ' + JSON.stringify(e.result)));
            hybrid.ready.then(async () => {
              await hybrid.navigator.push('scan');
              setTimeout(() => hybrid.navigator.push('next.html'), 300);
            });
            </script>
            """, to: "index.html")
        try write("""
            <title>next</title><script>
            hybrid.ready.then(() => setTimeout(() => hybrid.navigator.pop({ result: 42 }), 300));
            </script>
            """, to: "next.html")
        try write(#"{"rules": [{"patterns": ["/scan$"], "properties": {"uri": "scan"}}]}"#, to: "rules.json")
        try write(#"{"nativeScreens": {"scan": {"result": "QR-1"}}}"#, to: "mock.json")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func write(_ text: String, to name: String) throws { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }

    func test_runWithPaths_printsEachPushPopAndNativeScreen_andTheResultsReachThePage() throws {
        let run = try HybridProcess.run([
            "run", folder.path, "--paths", folder.appendingPathComponent("rules.json").path,
            "--mock", folder.appendingPathComponent("mock.json").path, "--duration", "2", "--json",
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        let changes = run.jsonLines.filter { $0["type"] as? String == "navigator" }.compactMap { $0["change"] as? String }
        XCTAssertEqual(changes, ["open", "push", "pop"], run.stdout)
        let screen = try XCTUnwrap(run.jsonLines.first { $0["type"] as? String == "nativeScreen" }, run.stdout)
        XCTAssertEqual(screen["uri"] as? String, "scan")
        let console = run.jsonLines.filter { $0["type"] as? String == "console" }.compactMap { $0["text"] as? String }.filter { $0.hasPrefix("resumed") }
        XCTAssertEqual(console, [#"resumed "QR-1""#, "resumed 42"], run.stdout)
    }

    func test_runWithPathsThatDoNotParse_failsAtOnce_sayingWhere() throws {
        try write(#"{"rules": [{"patterns": ["/x$"], "properties": {"presentation": "slide"}}]}"#, to: "bad.json")
        let run = try HybridProcess.run(["run", folder.path, "--paths", folder.appendingPathComponent("bad.json").path], limit: 20)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("rule 1's \"presentation\" is \"slide\""), run.stderr)
    }

    func test_runWithTabs_opensTheFirstTab_andScreenshotAfterWaitsOnThePagePushedAboveIt() throws {
        try write("""
            <title>tabs</title><script>
            hybrid.ready.then(() => hybrid.navigator.push('detail.html'));
            </script>
            """, to: "tabs.html")
        try write("""
            <title>detail</title><body><script>
            setTimeout(() => { const p = document.createElement('p'); p.id = 'p'; p.textContent = 'pushed'; document.body.append(p); }, 300);
            </script></body>
            """, to: "detail.html")
        try write("<title>orders</title>", to: "orders.html")
        try write(#"""
            {"settings": {"tabs": [{"name": "home", "url": "tabs.html"}, {"name": "orders", "url": "orders.html"}]},
             "rules": [{"patterns": ["/orders"], "properties": {"tab": "orders"}}]}
            """#, to: "tabs.json")
        try write(##"{"screenshotAfter": "#p"}"##, to: "tabs-mock.json")
        let shot = folder.appendingPathComponent("shot.png")
        let run = try HybridProcess.run([
            "run", folder.appendingPathComponent("tabs.html").path, "--paths", folder.appendingPathComponent("tabs.json").path,
            "--mock", folder.appendingPathComponent("tabs-mock.json").path, "--duration", "0", "--screenshot", shot.path, "--json",
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        let tabs = run.jsonLines.filter { $0["type"] as? String == "tab" }.compactMap { $0["tab"] as? String }
        XCTAssertEqual(tabs, ["home"], "only the first tab opens; the other waits for its first selection")
        let changes = run.jsonLines.filter { $0["type"] as? String == "navigator" }.compactMap { $0["change"] as? String }
        XCTAssertEqual(changes, ["open", "push"], run.stdout)
        let drawn = try XCTUnwrap(run.jsonLines.first { $0["type"] as? String == "drawn" }, run.stdout)
        XCTAssertEqual(drawn["drawn"] as? Bool, true, "#p is on the pushed page, the one a person sees: \(run.stdout)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: shot.path))
    }
}

/// `hybrid run --paths` actions act on the page on top: a tap whose link pushes a page, then a
/// `wait` for an element of that page, finds it there (it looked at the first page and timed out).
final class RunActionsOnTopTests: XCTestCase {
    func test_aWaitAfterATapThatPushes_looksAtThePushedPage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hybrid-run-top-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("""
            <title>home</title>
            <a id="next" href="next.html" style="display:block;width:300px;height:120px">next</a>
            """.utf8).write(to: folder.appendingPathComponent("index.html"))
        try Data("<title>next</title><button id=\"buy\">Buy</button>".utf8).write(to: folder.appendingPathComponent("next.html"))
        try Data(#"{"rules": []}"#.utf8).write(to: folder.appendingPathComponent("rules.json"))
        try Data(##"{"actions": [{"tap": "#next", "afterMs": 300}, {"wait": "#buy", "timeoutMs": 5000}]}"##.utf8)
            .write(to: folder.appendingPathComponent("mock.json"))
        let run = try HybridProcess.run([
            "run", folder.path, "--paths", folder.appendingPathComponent("rules.json").path,
            "--mock", folder.appendingPathComponent("mock.json").path, "--duration", "0.5", "--json",
        ])
        let actions = run.jsonLines.filter { $0["type"] as? String == "action" }
        XCTAssertEqual(actions.map { $0["ok"] as? Bool }, [true, true], run.stdout + run.stderr)
        let changes = run.jsonLines.filter { $0["type"] as? String == "navigator" }.compactMap { $0["change"] as? String }
        XCTAssertEqual(changes, ["open", "push"], run.stdout)
    }
}
