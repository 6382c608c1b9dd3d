import Foundation
@testable import hybrid
import XCTest

/// A mock file's `"expect"` makes a run a test: one verdict per expectation,
/// exit 1 when one fails, and a JUnit report naming each.
final class RunExpectTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hybrid-expect-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("""
            <title>pay</title><p id="status">waiting</p>
            <script>
            (async () => {
              await hybrid.ready;
              const code = await hybrid.call('scanner.scan', { kind: 'qr', extra: 1 });
              document.getElementById('status').textContent = 'Paid ' + code;
              console.log('ready');
            })();
            </script>
            """.utf8).write(to: folder.appendingPathComponent("index.html"))
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func run(expect: String) throws -> (HybridProcess.Outcome, String) {
        let mock = folder.appendingPathComponent("mock.json"), junit = folder.appendingPathComponent("junit.xml")
        try Data(#"{"handlers": {"scanner.scan": {"result": "QR-1"}}, "expect": \#(expect)}"#.utf8).write(to: mock)
        let run = try HybridProcess.run(["run", folder.appendingPathComponent("index.html").path, "--mock", mock.path,
                                         "--duration", "0.5", "--json", "--junit", junit.path])
        return (run, (try? String(contentsOf: junit, encoding: .utf8)) ?? "")
    }

    func test_expectationsThatHold_exitZero_andTheReportHasACaseEach() throws {
        let (run, junit) = try run(expect: """
            [{"called": "scanner.scan", "params": {"kind": "qr"}}, {"text": "#status", "equals": "Paid QR-1"},
             {"console": "ready"}, {"noPageError": true}, {"notBlank": true}]
            """)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(run.jsonLines.filter { $0["type"] as? String == "expect" }.map { $0["ok"] as? Bool }, [true, true, true, true, true], run.stdout)
        XCTAssertTrue(junit.contains(#"tests="5" failures="0""#), junit)
        XCTAssertTrue(junit.contains(##"<testcase classname="hybrid.run" name="#status is &quot;Paid QR-1&quot;"/>"##), junit)
    }

    func test_aFailingExpectation_exitsOne_andTheReportNamesIt() throws {
        let (run, junit) = try run(expect: """
            [{"text": "#status", "contains": "Refunded"}, {"called": "scanner.scan", "params": {"kind": "bar"}}, {"called": "pay"}]
            """)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(junit.contains(#"tests="3" failures="3""#), junit)
        XCTAssertTrue(junit.contains(##"<failure message="#status shows &quot;Paid QR-1&quot;"/>"##), junit)
        XCTAssertTrue(junit.contains("the page never called pay"), junit)
        XCTAssertTrue(junit.contains("never with params holding"), junit)
    }

    func test_badExpectations_areNamedWithTheirPath() throws {
        for (expect, path) in [(##"[{"text": "#a"}]"##, "expect[0]"), (#"[{"called": "a", "console": "b"}]"#, "expect[0]"),
                               (#"[{"noPageError": false}]"#, "expect[0].noPageError"), (#"{"called": "a"}"#, "expect")] {
            let (run, _) = try run(expect: expect)
            XCTAssertEqual(run.status, 2, expect)
            XCTAssertTrue(run.stderr.contains(path), "\(expect): \(run.stderr)")
        }
    }

    func test_junitText_escapesMarkupQuotesAndDropsWhatXMLCannotHold() {
        XCTAssertEqual(RunJUnit.escape("a<b>&\"c\" 'd'\n\u{1}\u{FFFE}é"), "a&lt;b&gt;&amp;&quot;c&quot; &apos;d&apos;&#10;é")
    }
}
