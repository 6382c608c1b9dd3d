@testable import HybridCore
import HybridTesting
import XCTest

/// The bridge runtime's world is the container's alone: a script there could
/// post to native as any origin, so an app's script is refused there.
final class ReservedWorldTests: XCTestCase {
    func test_appScriptInTheRuntimesWorld_isRefused_everyWayIn() async throws {
        try await onMain {
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
                    XCTFail("attempt \(attempt) ran in the runtime's world")
                } catch let error as EngineError {
                    XCTAssertEqual(error.code, "reserved_world")
                }
            }
            XCTAssertTrue(view.evaluated.isEmpty && view.asyncCalls.isEmpty)
            XCTAssertEqual(view.userScripts.count, before)
            _ = try await container.evaluateJavaScript("1", in: .named("app-own"))
            XCTAssertEqual(view.evaluated.last?.world, .named("app-own"), "an app's own world is fine")
        }
    }
}
