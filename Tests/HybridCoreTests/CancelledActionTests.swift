import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import HybridCore
import HybridTesting
import XCTest

/// A navigation the policy chain cancels before it starts settles the app's
/// pending load as cancelled, unless the engine places it outside the main frame.
final class CancelledActionTests: XCTestCase {
    @MainActor
    private final class CancelAll: NavigationHandler {
        func decide(_ action: NavigationAction, in container: WebContainer) async -> NavigationPolicy? {
            action.request.url?.host == "blocked.example" ? .cancel : nil
        }
    }

    @MainActor
    private static func cancelDuringLoad(_ action: NavigationAction) async throws -> (loaded: Bool, cancelled: Bool) {
        let view = FakeWebEngineView()
        view.namesNavigations = true
        let container = WebContainer(view: view)
        container.navigationPolicy.append(CancelAll())
        let url = URL(string: "https://app.example/")!
        let load = Task { try await container.load(url) }
        while view.loadedRequests.isEmpty { await Task.yield() }
        _ = await view.delegate?.engineView(view, decidePolicyFor: action)
        view.report(.started(url), navigation: view.lastNavigation)
        view.report(.finished(url), navigation: view.lastNavigation)
        do {
            _ = try await load.value
            return (true, false)
        } catch NavigationError.cancelled {
            return (false, true)
        }
    }

    private static func action(target: FrameInfo?, newWindow: Bool = false) -> NavigationAction {
        NavigationAction(request: URLRequest(url: URL(string: "https://blocked.example/ad")!), opensNewWindow: newWindow, targetFrame: target)
    }

    func test_cancelledIframeAction_doesNotFailTheAppsPendingLoad() async throws {
        let iframe = FrameInfo(isMainFrame: false, securityOrigin: "https://app.example")
        let outcome = try await Self.cancelDuringLoad(Self.action(target: iframe))
        XCTAssertEqual(outcome.loaded, true)
    }

    func test_cancelledNewWindowAction_doesNotFailTheAppsPendingLoad() async throws {
        let outcome = try await Self.cancelDuringLoad(Self.action(target: nil, newWindow: true))
        XCTAssertEqual(outcome.loaded, true)
    }

    func test_cancelledMainFrameAction_failsTheAppsPendingLoadAsCancelled() async throws {
        let main = FrameInfo(isMainFrame: true, securityOrigin: "https://app.example")
        let outcome = try await Self.cancelDuringLoad(Self.action(target: main))
        XCTAssertEqual(outcome.cancelled, true)
    }

    func test_cancelledActionTheEngineDoesNotPlace_failsTheAppsPendingLoadAsBefore() async throws {
        let outcome = try await Self.cancelDuringLoad(Self.action(target: nil))
        XCTAssertEqual(outcome.cancelled, true)
    }
}
