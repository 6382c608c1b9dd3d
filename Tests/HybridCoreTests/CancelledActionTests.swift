import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// A navigation the policy chain cancels before it starts settles the app's
/// pending load as cancelled, unless the engine places it outside the main frame.
@MainActor
struct CancelledActionTests {
    @MainActor
    private final class CancelAll: NavigationHandler {
        func decide(_ action: NavigationAction, in container: WebContainer) async -> NavigationPolicy? {
            action.request.url?.host == "blocked.example" ? .cancel : nil
        }
    }

    private static func cancelDuringLoad(_ action: NavigationAction) async throws -> (loaded: Bool, cancelled: Bool) {
        let view = FakeWebEngineView()
        view.namesNavigations = true
        let container = WebContainer(view: view)
        container.configuration.navigationPolicy.append(CancelAll())
        let url = URL(string: "https://app.example/")!
        let load = Task { try await container.load(url) }
        try await eventually("the app's load reaches the engine") { !view.loadedRequests.isEmpty }
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

    /// Where the engine places the navigation the chain cancels.
    enum Placement: Sendable {
        case iframe, newWindow, mainFrame, notPlaced

        var action: NavigationAction {
            let target: FrameInfo? = switch self {
            case .iframe: FrameInfo(isMainFrame: false, securityOrigin: "https://app.example")
            case .mainFrame: FrameInfo(isMainFrame: true, securityOrigin: "https://app.example")
            case .newWindow, .notPlaced: nil
            }
            return NavigationAction(request: URLRequest(url: URL(string: "https://blocked.example/ad")!),
                                    opensNewWindow: self == .newWindow, sourceFrame: nil, targetFrame: target)
        }
    }

    @Test(arguments: [Placement.iframe, .newWindow])
    func cancelledActionOutsideTheMainFrame_doesNotFailTheAppsPendingLoad(_ placement: Placement) async throws {
        let outcome = try await Self.cancelDuringLoad(placement.action)
        #expect(outcome.loaded)
    }

    /// An action the engine does not place fails the load as before frames were told apart.
    @Test(arguments: [Placement.mainFrame, .notPlaced])
    func cancelledMainFrameOrUnplacedAction_failsTheAppsPendingLoadAsCancelled(_ placement: Placement) async throws {
        let outcome = try await Self.cancelDuringLoad(placement.action)
        #expect(outcome.cancelled)
    }
}
