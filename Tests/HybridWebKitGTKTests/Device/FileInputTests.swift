import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest

/// `<input type="file">` in a real WebKit: the app's files reach the page, byte for byte.
final class FileInputTests: XCTestCase {
    static let page = """
        <title>upload</title>
        <input id=single type=file accept="text/plain">
        <input id=many type=file multiple accept="image/png,text/plain">
        <script>
        window.outcome = null;
        for (const input of document.querySelectorAll('input')) {
          input.addEventListener('change', async () => {
            outcome = await Promise.all([...input.files].map(async f => ({name: f.name, size: f.size, type: f.type, text: await f.text()})));
          });
          input.addEventListener('cancel', () => { outcome = 'cancelled'; });
        }
        </script>
        """

    @MainActor
    static func open(_ engine: GTKEngine, _ server: TestServer, _ delegate: DeviceDelegate) async throws -> WebContainer {
        await server.serve(html: page, at: "/upload")
        let container = try EngineHarness.container(engine)
        container.delegate = delegate
        try await container.load(server.url("/upload"))
        return container
    }

    /// A click the app makes counts as a person's: WebKit opens the chooser only for one.
    @MainActor
    static func click(_ id: String, in container: WebContainer) async throws {
        _ = try await container.evaluateJavaScript("document.getElementById('\(id)').click()")
    }

    func test_fileInput_delegatesTwoFiles_reachThePageWithTheirBytes() throws {
        try EngineHarness.run { engine, server in
            let delegate = DeviceDelegate()
            delegate.files = try TemporaryFiles.make(["a.txt": Data("first file ✓".utf8), "b.png": Data([0x89, 0x50, 0x4E, 0x47])])
            let container = try await Self.open(engine, server, delegate)
            defer { container.close() }
            try await Self.click("many", in: container)
            try await eventually("files arrived") { try await container.evaluateJavaScript("outcome !== null") == true }
            let outcome = try await container.evaluateJavaScript("outcome")
            XCTAssertEqual(outcome.arrayValue?[0]["name"], "a.txt")
            XCTAssertEqual(outcome.arrayValue?[0]["text"], "first file ✓")
            XCTAssertEqual(outcome.arrayValue?[0]["size"], .number(Double(Data("first file ✓".utf8).count)))
            XCTAssertEqual(outcome.arrayValue?[1]["name"], "b.png")
            XCTAssertEqual(outcome.arrayValue?[1]["size"], 4)
            XCTAssertEqual(outcome.arrayValue?[1]["type"], "image/png")
            let request = try XCTUnwrap(delegate.fileRequests.first)
            XCTAssertTrue(request.allowsMultiple)
            XCTAssertEqual(Set(request.acceptedMIMETypes), ["image/png", "text/plain"])
            XCTAssertEqual(request.sender, .mainFrame(origin: serializedOrigin(server.origin)))
        }
    }

    func test_fileInput_badAnswers_cancelTheInput() throws {
        try EngineHarness.run { engine, server in
            let delegate = DeviceDelegate()
            let two = try TemporaryFiles.make(["x.txt": Data("x".utf8), "y.txt": Data("y".utf8)])
            let folder = two[0].deletingLastPathComponent()
            let answers: [[URL]?] = [nil, two, [folder.appendingPathComponent("missing.txt")], [folder], [URL(string: "https://example.com/a.txt")!]]
            let container = try await Self.open(engine, server, delegate)
            defer { container.close() }
            for answer in answers {
                delegate.files = answer
                _ = try await container.evaluateJavaScript("outcome = null")
                try await Self.click("single", in: container)
                try await eventually("input cancelled for \(String(describing: answer))") {
                    try await container.evaluateJavaScript("outcome") == "cancelled"
                }
            }
            XCTAssertEqual(delegate.fileRequests.count, answers.count)
            XCTAssertFalse(delegate.fileRequests[0].allowsMultiple)
        }
    }

    func test_fileInput_viewClosedWhileAppChooses_isAnsweredOnce_andNothingHangs() throws {
        try EngineHarness.run { engine, server in
            let delegate = DeviceDelegate()
            delegate.holds = true
            delegate.files = try TemporaryFiles.make(["late.txt": Data("late".utf8)])
            let container = try await Self.open(engine, server, delegate)
            try await Self.click("single", in: container)
            try await eventually("asked") { delegate.fileRequests.count == 1 }
            container.close()
            delegate.release()
            // The late answer finds the request already cancelled: no crash, no second answer.
            try await eventually("the late answer given") { delegate.answers == 1 }
            XCTAssertTrue(container.isClosed)
        }
    }
}
