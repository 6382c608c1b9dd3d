import Foundation
import HybridCore
import HybridVocabulary
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
        var asked: [RequestingFrame] = []
        var answered = 0
        var refusals: [Int] = []
        func container(_ container: WebContainer, decide request: PermissionRequest) async -> PermissionRequest.Decision {
            asked.append(request.sender)
            return decision
        }
        func container(_ container: WebContainer, authenticate challenge: AuthenticationChallenge) async -> AuthenticationChallenge.Credential? {
            answered += 1
            return AuthenticationChallenge.Credential(user: "ann", password: "wrong")
        }
        func container(_ container: WebContainer, didRefuse challenge: AuthenticationChallenge, afterAttempts attempts: Int) {
            refusals.append(attempts)
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

    /// The page asks from `frame`: an engine that names it (WKWebView) proves a subframe;
    /// an engine that names none (WebKitGTK), in a page whose runtime has not reported, proves nothing.
    @Test(arguments: [
        (Bool?.some(false), PermissionRequest.Decision.grant, true),
        (nil, .grant, false),
        (nil, .grant(remembering: .forContainer), false),
        (nil, .grant(evenIfFromAnotherFrame: true), true),
        (nil, .deny, false),
    ])
    func aGrantOfAnUnattributedRequest_needsTheAppToSaySo(isMainFrame: Bool?, decision: PermissionRequest.Decision, granted: Bool) async throws {
        let recorder = Recorder()
        recorder.decision = decision
        let page = try ScriptedPage(WebContainer(engine: TestEngine()))
        defer { page.container.close() }
        page.container.delegate = recorder
        #expect(await page.requestPermission([.geolocation], origin: "https://ads.example", isMainFrame: isMainFrame) == granted)
        #expect(recorder.asked == [isMainFrame == false ? .subframe(origin: "https://ads.example") : .unattributed])
    }

    @Test func aDelegateThatAlwaysAnswers_getsThreeChallenges_thenACancelAndAReport() async {
        let (view, container, recorder) = Self.container()
        defer { container.close() }
        let challenge = AuthenticationChallenge(host: "intranet.example", port: 443, realm: "r", scheme: "basic", isSecure: true, isRetry: true)
        var answers: [AuthenticationChallenge.Credential?] = []
        for _ in 0..<5 { answers.append(await view.delegate?.engineView(view, authenticate: challenge) ?? nil) }
        #expect(recorder.answered == 3)
        #expect(answers.suffix(2) == [nil, nil])
        #expect(recorder.refusals == [3, 3])
    }
}
