import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// WKWebView crashes the app when a dialog's completion runs twice or never: the reply runs it once.
@MainActor
struct ScriptDialogReplyTests {
    @Test func firstFinishWins_laterOnesAreIgnored() async throws {
        var results: [ScriptDialog.Result] = []
        let reply = ScriptDialogReply(kind: .prompt) { results.append($0) }
        #expect(!reply.isFinished)
        #expect(reply.finish(.text("first")))
        #expect(!reply.finish(.text("second")))
        #expect(!reply.dismiss())
        #expect(reply.isFinished)
        #expect(results == [.text("first")])
    }

    @Test func dismiss_answersAsTheUserClosingTheDialog_thenIgnoresFinish() async throws {
        var results: [ScriptDialog.Result] = []
        let reply = ScriptDialogReply(kind: .confirm) { results.append($0) }
        #expect(reply.dismiss())
        #expect(!reply.finish(.confirmed))
        #expect(results == [.cancelled])
    }

    @Test(arguments: [
        (ScriptDialog.Kind.alert, ScriptDialog.Result.confirmed), (.confirm, .cancelled), (.prompt, .cancelled), (.beforeUnload, .confirmed),
    ])
    func replyReleasedUnfinished_dismissesWithItsKindsDismissal(_ kind: ScriptDialog.Kind, _ dismissal: ScriptDialog.Result) {
        var results: [ScriptDialog.Result] = []
        var reply: ScriptDialogReply? = ScriptDialogReply(kind: kind) { results.append($0) }
        #expect(reply != nil)
        reply = nil
        #expect(results == [dismissal])
    }

    @Test func replyReleasedFinished_doesNotAnswerAgain() async throws {
        var results: [ScriptDialog.Result] = []
        var reply: ScriptDialogReply? = ScriptDialogReply(kind: .alert) { results.append($0) }
        reply?.finish(.confirmed)
        reply = nil
        #expect(results == [.confirmed])
    }
}
