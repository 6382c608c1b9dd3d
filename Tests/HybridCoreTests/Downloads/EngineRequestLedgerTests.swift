import Foundation
@testable import HybridCore
import HybridTesting
import XCTest

/// Engine requests the app answers (destinations, credentials) complete exactly once.
final class EngineRequestLedgerTests: XCTestCase {
    func test_aReply_finishesOnce_andAReleasedOneFinishesWithItsFallback() async throws {
        try await onMain {
            var answers: [String] = []
            var reply: EngineRequestReply<String>? = EngineRequestReply(fallback: "no") { answers.append($0) }
            XCTAssertTrue(reply?.finish("yes") ?? false)
            XCTAssertFalse(reply?.finish("again") ?? true)
            reply = nil
            XCTAssertEqual(answers, ["yes"])
            _ = EngineRequestReply(fallback: "no") { answers.append($0) }
            XCTAssertEqual(answers, ["yes", "no"])
        }
    }

    func test_finishAll_answersAWaitingRequestWithItsFallback_andTheLateAnswerIsDropped() async throws {
        try await onMain {
            var answers: [AuthenticationChallenge.Answer] = []
            let ledger = EngineRequestLedger()
            let late = AuthenticationChallenge.Credential(user: "u", password: "p")
            ledger.ask(EngineRequestReply(fallback: .cancel) { answers.append($0) }) {
                try? await Task.sleep(for: .milliseconds(50))
                return .use(late)
            }
            await Task.yield()
            XCTAssertEqual(ledger.openCount, 1)
            ledger.finishAll()
            XCTAssertEqual(answers, [.cancel])
            XCTAssertEqual(ledger.openCount, 0)
            try await Task.sleep(for: .milliseconds(120))
            XCTAssertEqual(answers, [.cancel], "the delegate's late answer is not given a second time")
        }
    }

    func test_aChallenge_isCancelledByDefault_andReachesTheAppWithItsDetails() async throws {
        try await onMain {
            @MainActor final class App: WebContainerDelegate {
                var seen: [AuthenticationChallenge] = []
                func container(_ container: WebContainer, authenticate challenge: AuthenticationChallenge) async -> AuthenticationChallenge.Answer {
                    seen.append(challenge)
                    return .use(AuthenticationChallenge.Credential(user: "u", password: "p"))
                }
            }
            let challenge = AuthenticationChallenge(host: "a.example", port: 443, realm: "r", scheme: .digest, isSecure: true, isRetry: false)
            let view = FakeWebEngineView()
            let container = WebContainer(view: view)
            let engineDelegate = try XCTUnwrap(view.delegate)
            let unanswered = await engineDelegate.engineView(view, authenticate: challenge)
            XCTAssertEqual(unanswered, .cancel)
            let app = App()
            container.delegate = app
            let answered = await engineDelegate.engineView(view, authenticate: challenge)
            XCTAssertEqual(answered, .use(AuthenticationChallenge.Credential(user: "u", password: "p")))
            XCTAssertEqual(app.seen, [challenge])
            XCTAssertFalse("\(answered)".contains("password: p"), "a password never reaches a log line")
        }
    }
}
