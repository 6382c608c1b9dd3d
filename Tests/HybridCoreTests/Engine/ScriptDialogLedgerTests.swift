import HybridCore
import HybridTesting
import Testing
import HybridVocabulary
import HybridEngineInterface

/// The one mechanism both engines use to close dialogs: each exactly once,
/// by the answer or by a dismissal, whichever comes first.
@MainActor
struct ScriptDialogLedgerTests {
    @MainActor
    private final class SlowDelegate: WebEngineViewDelegate {
        var release: [CheckedContinuation<Void, Never>] = []
        /// Answers given, counted in the turn the ledger gets them.
        var answers = 0
        func engineView(_ view: any WebEngineView, runScriptDialog dialog: ScriptDialog) async -> ScriptDialog.Result {
            await withCheckedContinuation { release.append($0) }
            answers += 1
            return .confirmed
        }
    }

    @Test func dismissAll_closesOpenDialogsOnce_andLateAnswersAreIgnored() async throws {
        let view = FakeWebEngineView()
        let delegate = SlowDelegate()
        view.delegate = delegate
        let ledger = OpenScriptDialogs()
        var results: [[ScriptDialog.Result]] = [[], []]
        for (index, kind) in [ScriptDialog.Kind.alert, .prompt].enumerated() {
            let reply = ScriptDialogReply(kind: kind) { results[index].append($0) }
            ledger.present(ScriptDialog(kind: kind, message: "m"), reply: reply, from: view)
        }
        try await eventually("both asked") { delegate.release.count == 2 }
        #expect(ledger.openCount == 2)
        ledger.dismissAll()
        #expect(results == [[.confirmed], [.cancelled]], "dismissed as a user closing them")
        #expect(ledger.openCount == 0)
        delegate.release.forEach { $0.resume() }
        try await eventually("the late answers given") { delegate.answers == 2 }
        #expect(results == [[.confirmed], [.cancelled]], "the late answers close nothing again")
    }

    @Test func answeredDialog_isClosedWithTheAnswer_andLeavesTheLedger() async throws {
        let view = FakeWebEngineView()
        let delegate = SlowDelegate()
        view.delegate = delegate
        let ledger = OpenScriptDialogs()
        var results: [ScriptDialog.Result] = []
        ledger.present(ScriptDialog(kind: .confirm, message: "sure?"), reply: ScriptDialogReply(kind: .confirm) { results.append($0) }, from: view)
        try await eventually("asked") { delegate.release.count == 1 }
        delegate.release[0].resume()
        try await eventually("answered") { results == [.confirmed] }
        #expect(ledger.openCount == 0)
        ledger.dismissAll()
        #expect(results == [.confirmed])
    }

    @Test func viewWithoutDelegate_dismissesAtOnce() async throws {
        let view = FakeWebEngineView()
        let ledger = OpenScriptDialogs()
        var results: [ScriptDialog.Result] = []
        ledger.present(ScriptDialog(kind: .prompt, message: "name?"), reply: ScriptDialogReply(kind: .prompt) { results.append($0) }, from: view)
        try await eventually("dismissed") { results == [.cancelled] }
    }
}
