import Foundation
@testable import HybridCore
import HybridEngineSupport
import HybridTesting
import Testing

/// The permission rule on the fake engine: a grant reaches the engine for a
/// request whose frame is proven, or when the app says it holds for another
/// frame; a plain grant of an unattributed request is refused. The credential
/// cap too: three answers per host per document, then a cancel and a report.
@MainActor
struct UnattributedGrantRuleTests {
    @MainActor
    private final class Recorder: WebContainerDelegate {
        var decision = PermissionRequest.Decision.grant
        var answered = 0
        var refusals: [AuthenticationChallenge.Refusal] = []
        func container(_ container: WebContainer, decide request: PermissionRequest) async -> PermissionRequest.Decision { decision }
        func container(_ container: WebContainer, authenticate challenge: AuthenticationChallenge) async -> AuthenticationChallenge.Answer {
            answered += 1
            return .use(AuthenticationChallenge.Credential(user: "ann", password: "wrong"))
        }
        func container(_ container: WebContainer, didRefuse challenge: AuthenticationChallenge, _ refusal: AuthenticationChallenge.Refusal) {
            refusals.append(refusal)
        }
    }

    private static func container() -> (FakeWebEngineView, WebContainer, Recorder) {
        let view = FakeWebEngineView()
        let recorder = Recorder()
        var configuration = ContainerConfiguration()
        configuration.delegate = recorder
        let container = WebContainer(view: view)
        container.configure(configuration)
        return (view, container, recorder)
    }

    @Test(arguments: [
        (RequestingFrame.subframe(origin: "https://ads.example"), PermissionRequest.Decision.grant, true),
        (.unattributed, .grant, false),
        (.unattributed, .grant(remembering: .forContainer), false),
        (.unattributed, .grant(evenIfFromAnotherFrame: true), true),
        (.unattributed, .deny, false),
    ])
    func aGrantOfAnUnattributedRequest_needsTheAppToSaySo(sender: RequestingFrame, decision: PermissionRequest.Decision, granted: Bool) async {
        let (view, container, recorder) = Self.container()
        defer { container.close() }
        recorder.decision = decision
        let answer = await view.delegate?.engineView(view, decide: PermissionRequest(kinds: [.geolocation], sender: sender))
        #expect(answer == granted)
    }

    @Test func aDelegateThatAlwaysAnswers_getsThreeChallenges_thenACancelAndAReport() async {
        let (view, container, recorder) = Self.container()
        defer { container.close() }
        let challenge = AuthenticationChallenge(host: "intranet.example", port: 443, realm: "r", scheme: .basic, isSecure: true, isRetry: true)
        var answers: [AuthenticationChallenge.Answer] = []
        for _ in 0..<5 { answers.append(await view.delegate?.engineView(view, authenticate: challenge) ?? .cancel) }
        #expect(recorder.answered == 3)
        #expect(answers.suffix(2) == [.cancel, .cancel])
        #expect(recorder.refusals == [AuthenticationChallenge.Refusal(attempts: 3), AuthenticationChallenge.Refusal(attempts: 3)])
    }
}
