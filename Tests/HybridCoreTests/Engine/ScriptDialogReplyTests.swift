@testable import HybridCore
import HybridTesting
import XCTest

/// WKWebView crashes the app when a dialog's completion runs twice or never: the reply runs it once.
final class ScriptDialogReplyTests: XCTestCase {
    func test_firstFinishWins_laterOnesAreIgnored() async throws {
        try await onMain {
            var results: [ScriptDialog.Result] = []
            let reply = ScriptDialogReply(kind: .prompt) { results.append($0) }
            XCTAssertFalse(reply.isFinished)
            XCTAssertTrue(reply.finish(.text("first")))
            XCTAssertFalse(reply.finish(.text("second")))
            XCTAssertFalse(reply.dismiss())
            XCTAssertTrue(reply.isFinished)
            XCTAssertEqual(results, [.text("first")])
        }
    }

    func test_dismiss_answersAsTheUserClosingTheDialog_thenIgnoresFinish() async throws {
        try await onMain {
            var results: [ScriptDialog.Result] = []
            let reply = ScriptDialogReply(kind: .confirm) { results.append($0) }
            XCTAssertTrue(reply.dismiss())
            XCTAssertFalse(reply.finish(.confirmed))
            XCTAssertEqual(results, [.cancelled])
        }
    }

    func test_replyReleasedUnfinished_dismissesWithItsKindsDismissal() async throws {
        try await onMain {
            let expected: [(ScriptDialog.Kind, ScriptDialog.Result)] = [
                (.alert, .confirmed), (.confirm, .cancelled), (.prompt, .cancelled), (.beforeUnload, .confirmed),
            ]
            for (kind, dismissal) in expected {
                var results: [ScriptDialog.Result] = []
                var reply: ScriptDialogReply? = ScriptDialogReply(kind: kind) { results.append($0) }
                XCTAssertNotNil(reply)
                reply = nil
                XCTAssertEqual(results, [dismissal], "\(kind)")
            }
        }
    }

    func test_replyReleasedFinished_doesNotAnswerAgain() async throws {
        try await onMain {
            var results: [ScriptDialog.Result] = []
            var reply: ScriptDialogReply? = ScriptDialogReply(kind: .alert) { results.append($0) }
            reply?.finish(.confirmed)
            reply = nil
            XCTAssertEqual(results, [.confirmed])
        }
    }
}
