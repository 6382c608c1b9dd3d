import Foundation
import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// Engine requests the app answers (destinations, credentials) complete exactly once.
@MainActor
struct EngineRequestLedgerTests {
    @Test func aReply_finishesOnce_andAReleasedOneFinishesWithItsFallback() async throws {
        var answers: [String] = []
        var reply: EngineRequestReply<String>? = EngineRequestReply(fallback: "no") { answers.append($0) }
        #expect(reply?.finish("yes") ?? false)
        #expect(!(reply?.finish("again") ?? true))
        reply = nil
        #expect(answers == ["yes"])
        _ = EngineRequestReply(fallback: "no") { answers.append($0) }
        #expect(answers == ["yes", "no"])
    }

    @Test func finishAll_answersAWaitingRequestWithItsFallback_andTheLateAnswerIsDropped() async throws {
        var answers: [AuthenticationChallenge.Credential?] = []
        let ledger = PendingEngineRequests()
        let late = AuthenticationChallenge.Credential(user: "u", password: "p")
        let (unblocked, unblock) = AsyncStream.makeStream(of: Void.self)
        let (decided, decision) = AsyncStream.makeStream(of: Void.self)
        ledger.ask(EngineRequestReply(fallback: nil) { answers.append($0) }) {
            for await _ in unblocked {}  // the app decides once the test lets it
            defer { decision.finish() }
            return late
        }
        await Task.yield()
        #expect(ledger.openCount == 1)
        ledger.finishAll()
        #expect(answers == [nil])
        #expect(ledger.openCount == 0)
        unblock.finish()
        for await _ in decided {}  // the late answer, offered to the reply in the same turn
        #expect(answers == [nil], "the delegate's late answer is not given a second time")
    }

    @Test func aChallenge_isCancelledByDefault_andReachesTheAppWithItsDetails() async throws {
        @MainActor final class App: WebContainerDelegate {
            var seen: [AuthenticationChallenge] = []
            func container(_ container: WebContainer, authenticate challenge: AuthenticationChallenge) async -> AuthenticationChallenge.Credential? {
                seen.append(challenge)
                return AuthenticationChallenge.Credential(user: "u", password: "p")
            }
        }
        let challenge = AuthenticationChallenge(host: "a.example", port: 443, realm: "r", scheme: "digest", isSecure: true, isRetry: false)
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let engineDelegate = try #require(view.delegate)
        let unanswered = await engineDelegate.engineView(view, authenticate: challenge)
        #expect(unanswered == nil)
        let app = App()
        container.delegate = app
        let answered = await engineDelegate.engineView(view, authenticate: challenge)
        #expect(answered == AuthenticationChallenge.Credential(user: "u", password: "p"))
        #expect(app.seen == [challenge])
        #expect(!String(describing: answered).contains("password: p"), "a password never reaches a log line")
    }
}
