import Foundation
import XCTest

/// A mock file's actions reach the page as real input: a button whose handler
/// calls native only with user activation, a text field typed into, a list
/// scrolled; the page's own evidence is checked by the run's expectations.
final class RunActionsTests: XCTestCase {
    func test_tapTypeScrollAndWait_reachThePageAsRealInput() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hybrid-actions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("""
            <title>actions</title>
            <input id="name"><button id="pay" style="margin:40px">Pay</button>
            <div id="list" style="height:100px;overflow:auto"><div style="height:2000px">rows</div></div>
            <p id="status">waiting</p>
            <script>
            document.getElementById('pay').addEventListener('click', async () => {
              const gesture = navigator.userActivation.isActive;   // a click from script has none
              const code = await hybrid.call('pay', { name: document.getElementById('name').value, gesture });
              setTimeout(() => { document.getElementById('status').textContent = 'paid ' + code; }, 200);
            });
            document.getElementById('list').addEventListener('scroll', e => console.log('scrolled ' + (e.target.scrollTop > 0)), { once: true });
            </script>
            """.utf8).write(to: folder.appendingPathComponent("index.html"))
        try Data("""
            {"handlers": {"pay": {"result": "OK"}},
             "actions": [{"type": "Ann", "into": "#name", "afterMs": 100}, {"tap": "#pay"},
                         {"scroll": "#list", "by": 400}, {"wait": "#status:not(:empty)", "timeoutMs": 3000}],
             "expect": [{"called": "pay", "params": {"name": "Ann", "gesture": true}}, {"console": "scrolled true"}]}
            """.utf8).write(to: folder.appendingPathComponent("mock.json"))
        let run = try HybridProcess.run(["run", folder.appendingPathComponent("index.html").path, "--mock",
                                         folder.appendingPathComponent("mock.json").path, "--duration", "0.5", "--json"])
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let actions = run.jsonLines.filter { $0["type"] as? String == "action" }
        XCTAssertEqual(actions.map { $0["ok"] as? Bool }, [true, true, true, true], run.stdout)
    }

    func test_anActionOnAnElementThatIsNotThere_saysSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hybrid-actions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<title>none</title>".utf8).write(to: folder.appendingPathComponent("index.html"))
        try Data(##"{"actions": [{"tap": "#missing"}]}"##.utf8).write(to: folder.appendingPathComponent("mock.json"))
        let run = try HybridProcess.run(["run", folder.appendingPathComponent("index.html").path, "--mock",
                                         folder.appendingPathComponent("mock.json").path, "--duration", "0", "--json"])
        let action = try XCTUnwrap(run.jsonLines.first { $0["type"] as? String == "action" }, run.stdout)
        XCTAssertEqual(action["problem"] as? String, "no element matches #missing")
    }
}
