@testable import HybridCore
import HybridTesting
import XCTest

/// The one mechanism both engines use to close dialogs: each exactly once,
/// by the answer or by a dismissal, whichever comes first.
final class ScriptDialogLedgerTests: XCTestCase {
    @MainActor
    private final class SlowDelegate: WebEngineViewDelegate {
        var release: [CheckedContinuation<Void, Never>] = []
        func engineView(_ view: any WebEngineView, runScriptDialog dialog: ScriptDialog) async -> ScriptDialog.Result {
            await withCheckedContinuation { release.append($0) }
            return .confirmed
        }
    }

    func test_dismissAll_closesOpenDialogsOnce_andLateAnswersAreIgnored() async throws {
        try await onMain {
            let view = FakeWebEngineView()
            let delegate = SlowDelegate()
            view.delegate = delegate
            let ledger = ScriptDialogLedger()
            var results: [[ScriptDialog.Result]] = [[], []]
            for (index, kind) in [ScriptDialog.Kind.alert, .prompt].enumerated() {
                let reply = ScriptDialogReply(kind: kind) { results[index].append($0) }
                ledger.present(ScriptDialog(kind: kind, message: "m"), reply: reply, from: view)
            }
            try await eventually("both asked") { delegate.release.count == 2 }
            XCTAssertEqual(ledger.openCount, 2)
            ledger.dismissAll()
            XCTAssertEqual(results, [[.confirmed], [.cancelled]], "dismissed as a user closing them")
            XCTAssertEqual(ledger.openCount, 0)
            delegate.release.forEach { $0.resume() }
            try await Task.sleep(for: .milliseconds(20))
            XCTAssertEqual(results, [[.confirmed], [.cancelled]], "the late answers close nothing again")
        }
    }

    func test_answeredDialog_isClosedWithTheAnswer_andLeavesTheLedger() async throws {
        try await onMain {
            let view = FakeWebEngineView()
            let delegate = SlowDelegate()
            view.delegate = delegate
            let ledger = ScriptDialogLedger()
            var results: [ScriptDialog.Result] = []
            ledger.present(ScriptDialog(kind: .confirm, message: "sure?"), reply: ScriptDialogReply(kind: .confirm) { results.append($0) }, from: view)
            try await eventually("asked") { delegate.release.count == 1 }
            delegate.release[0].resume()
            try await eventually("answered") { results == [.confirmed] }
            XCTAssertEqual(ledger.openCount, 0)
            ledger.dismissAll()
            XCTAssertEqual(results, [.confirmed])
        }
    }

    func test_viewWithoutDelegate_dismissesAtOnce() async throws {
        try await onMain {
            let view = FakeWebEngineView()
            let ledger = ScriptDialogLedger()
            var results: [ScriptDialog.Result] = []
            ledger.present(ScriptDialog(kind: .prompt, message: "name?"), reply: ScriptDialogReply(kind: .prompt) { results.append($0) }, from: view)
            try await eventually("dismissed") { results == [.cancelled] }
        }
    }
}
