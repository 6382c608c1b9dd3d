import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// The bridge runtime's world is the container's alone: a script there could
/// post to native as any origin, so an app's script is refused there.
@MainActor
struct ReservedWorldTests {
    @Test func appScriptInTheRuntimesWorld_isRefused_everyWayIn() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let runtime = ContentWorld.named("hybridkit")
        let before = view.userScripts.count
        for attempt in 0..<3 {
            do {
                switch attempt {
                case 0: _ = try await container.evaluateJavaScript("1", in: runtime)
                case 1: _ = try await container.callAsyncJavaScript("return 1", in: runtime)
                default: try container.addUserScript(UserScript(source: "1", world: runtime))
                }
                Issue.record("attempt \(attempt) ran in the runtime's world")
            } catch let error as EngineError {
                #expect(error.code == "reserved_world")
            }
        }
        #expect(view.evaluated.isEmpty && view.asyncCalls.isEmpty)
        #expect(view.userScripts.count == before)
        _ = try await container.evaluateJavaScript("1", in: .named("app-own"))
        #expect(view.evaluated.last?.world == .named("app-own"), "an app's own world is fine")
    }
}
