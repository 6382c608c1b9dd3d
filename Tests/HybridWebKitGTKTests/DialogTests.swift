import Foundation
import HybridCore
import HybridTestServer
@testable import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// Dialogs reach the app, and each is closed exactly once whatever happens
/// while it is open. A dialog left open blocks the page (WebKitGTK's twin of
/// the iOS completion-handler crash), so every exit is proven by the page
/// running script again afterwards.
final class DialogTests: XCTestCase {
    @MainActor
    private static func open(_ engine: GTKEngine, _ delegate: DialogDelegate) async throws -> (WebContainer, GTKWebView) {
        let view = engine.makeGTKView()
        let container = WebContainer(view: view)
        container.delegate = delegate
        try await container.loadHTML("<title>dialogs</title><p>page</p>", baseURL: URL(string: "http://dialogs.test/"))
        return (container, view)
    }

    /// Runs `script` in the page without awaiting it: the evaluation only
    /// returns once the dialog it opens is closed. The page keeps the answer.
    @MainActor
    private static func show(_ container: WebContainer, _ script: String) {
        Task { @MainActor in
            _ = try? await container.callAsyncJavaScript("window.answer = { value: eval(script) }; return true",
                                                         arguments: ["script": .string(script)])
        }
    }

    func test_eachDialogKind_reachesTheDelegate_andThePageGetsItsAnswer() throws {
        try EngineHarness.run { engine, _ in
            let delegate = DialogDelegate()
            delegate.answer = { dialog in
                switch dialog.kind {
                case .prompt: .text("typed " + (dialog.defaultText ?? ""))
                case .confirm: .confirmed
                default: .confirmed
                }
            }
            let (container, view) = try await Self.open(engine, delegate)
            defer { container.close() }
            for (script, expected) in [("alert('hello')", JSONValue.null), ("confirm('sure?')", true), ("prompt('name?', 'ann')", "typed ann")] {
                _ = try await container.evaluateJavaScript("delete window.answer")
                Self.show(container, script)
                try await eventually("answer to \(script)") { try await container.evaluateJavaScript("window.answer !== undefined") == true }
                let answer = try await container.evaluateJavaScript("window.answer.value === undefined ? null : window.answer.value")
                XCTAssertEqual(answer, expected, script)
            }
            XCTAssertEqual(delegate.dialogs.map(\.kind), [.alert, .confirm, .prompt])
            XCTAssertEqual(delegate.dialogs.map(\.message), ["hello", "sure?", "name?"])
            XCTAssertEqual(delegate.dialogs[2].defaultText, "ann")
            XCTAssertEqual(view.dialogs.openCount, 0)
        }
    }

    func test_cancelledConfirmAndPrompt_giveFalseAndNull() throws {
        try EngineHarness.run { engine, _ in
            let delegate = DialogDelegate()
            delegate.answer = { _ in .cancelled }
            let (container, view) = try await Self.open(engine, delegate)
            defer { container.close() }
            Self.show(container, "[confirm('a'), prompt('b', 'c')]")
            try await eventually("answers") { try await container.evaluateJavaScript("window.answer !== undefined") == true }
            let answer = try await container.evaluateJavaScript("window.answer.value")
            XCTAssertEqual(answer, [false, .null])
            XCTAssertEqual(view.dialogs.openCount, 0)
        }
    }

    func test_appThatNeverAnswers_isCutOffByTheDialogTimeout_closedOnce_forEachKind() throws {
        try EngineHarness.run { engine, _ in
            let delegate = DialogDelegate()
            delegate.answer = DialogDelegate.never
            let (container, view) = try await Self.open(engine, delegate)
            defer { container.close() }
            container.configuration.dialogTimeout = .milliseconds(300)
            let dismissed: [(String, JSONValue)] = [("alert('stuck')", .null), ("confirm('stuck?')", false), ("prompt('stuck?', 'x')", .null)]
            for (script, expected) in dismissed {
                _ = try await container.evaluateJavaScript("delete window.answer")
                Self.show(container, script)
                try await eventually("\(script) dismissed by the timeout") {
                    try await container.evaluateJavaScript("window.answer !== undefined") == true
                }
                let answer = try await container.evaluateJavaScript("window.answer.value === undefined ? null : window.answer.value")
                XCTAssertEqual(answer, expected, script)
                XCTAssertEqual(view.dialogs.openCount, 0, "\(script) closed exactly once")
            }
        }
    }

    func test_dialogOpenWhenAppNavigates_isClosedOnce_andTheLoadFinishes() throws {
        try EngineHarness.run { engine, server in
            let delegate = DialogDelegate()
            delegate.answer = DialogDelegate.never
            let (container, view) = try await Self.open(engine, delegate)
            defer { container.close() }
            Self.show(container, "alert('in the way')")
            try await eventually("dialog open") { delegate.dialogs.count == 1 }
            XCTAssertEqual(view.dialogs.openCount, 1)
            await server.serve(html: "<title>next</title>", at: "/after-dialog")
            try await container.load(server.url("/after-dialog"), timeout: .seconds(10))
            let title = try await container.evaluateJavaScript("document.title")
            XCTAssertEqual(title, "next")
            XCTAssertEqual(view.dialogs.openCount, 0)
        }
    }

    func test_dialogOpenWhenViewCloses_isClosedOnce_andALateAnswerIsIgnored() throws {
        try EngineHarness.run { engine, _ in
            let delegate = DialogDelegate()
            var release: CheckedContinuation<Void, Never>?
            var answeredLate = false
            delegate.answer = { _ in
                await withCheckedContinuation { release = $0 }
                answeredLate = true
                return .confirmed
            }
            let (container, view) = try await Self.open(engine, delegate)
            Self.show(container, "confirm('closing?')")
            try await eventually("dialog open") { release != nil }
            container.close()
            XCTAssertEqual(view.dialogs.openCount, 0)
            release?.resume()
            try await eventually("the late answer given") { answeredLate }
            XCTAssertEqual(view.dialogs.openCount, 0, "the late answer must not close it again")
        }
    }

    func test_dialogOpenWhenWebProcessDies_isClosedOnce_andThePageComesBack() throws {
        try EngineHarness.run { engine, _ in
            let delegate = DialogDelegate()
            delegate.answer = DialogDelegate.never
            let (container, view) = try await Self.open(engine, delegate)
            defer { container.close() }
            Self.show(container, "prompt('dying?')")
            try await eventually("dialog open") { delegate.dialogs.count == 1 }
            XCTAssertEqual(view.dialogs.openCount, 1)
            try view.terminateWebProcess()
            try await eventually("closed on termination") { view.dialogs.openCount == 0 }
            try await container.loadHTML("<title>again</title>", timeout: .seconds(5))
            let value = try await container.evaluateJavaScript("document.title")
            XCTAssertEqual(value, "again")
            XCTAssertEqual(view.dialogs.openCount, 0)
        }
    }

    func test_beforeUnload_reachesTheDelegate_cancelStays_confirmLeaves() throws {
        try EngineHarness.run { engine, server in
            let delegate = DialogDelegate()
            await server.serve(html: """
                <title>form</title><input id=f><script>
                addEventListener('beforeunload', e => { e.preventDefault(); e.returnValue = 'unsaved'; });
                </script>
                """, at: "/unsaved")
            await server.serve(html: "<title>elsewhere</title>", at: "/elsewhere")
            let view = engine.makeGTKView()
            let container = WebContainer(view: view)
            container.delegate = delegate
            defer { container.close() }
            try await container.load(server.url("/unsaved"))
            // WebKit asks before unload only once the user interacted with the page.
            try view.simulateClick(x: 20, y: 20)
            try await eventually("user activation") {
                try await container.evaluateJavaScript("navigator.userActivation ? navigator.userActivation.hasBeenActive : true") == true
            }
            delegate.answer = { _ in .cancelled }
            _ = try? await container.load(server.url("/elsewhere"), timeout: .seconds(3))
            XCTAssertEqual(delegate.dialogs.map(\.kind), [.beforeUnload])
            let stayed = try await container.evaluateJavaScript("document.title")
            XCTAssertEqual(stayed, "form", "cancel keeps the page")
            delegate.answer = { _ in .confirmed }
            try await container.load(server.url("/elsewhere"))
            let left = try await container.evaluateJavaScript("document.title")
            XCTAssertEqual(left, "elsewhere")
            XCTAssertEqual(view.dialogs.openCount, 0)
        }
    }
}
