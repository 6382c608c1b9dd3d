import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import HybridCore
import HybridTesting
import Testing
import HybridEngineSupport

@MainActor
struct WebContainerTests {
    @Test func load_settlesWhenEngineReportsFinished() async throws {
        let (container, view) = Self.makeContainer()
        let url = URL(string: "http://127.0.0.1/a")!
        async let finished = container.load(url)
        while view.loadedRequests.isEmpty { await Task.yield() }
        view.report(.started(url))
        view.report(.finished(url))
        let result = try await finished
        #expect(result == url)
    }

    @Test func load_throwsTypedError_whenEngineReportsFailure() async throws {
        let (container, view) = Self.makeContainer()
        async let load = container.load(URL(string: "http://127.0.0.1:1/")!)
        // The load is waiting once the engine was asked to start it (both happen in one step).
        while view.loadedRequests.isEmpty { await Task.yield() }
        view.report(.failed(nil, .cannotConnect(message: "refused")))
        do {
            _ = try await load
            Issue.record("load should throw")
        } catch let error as NavigationError {
            #expect(error.code == "cannot_connect")
        }
    }

    @Test func load_timesOut_andStopsTheEngine() async throws {
        let (container, view) = Self.makeContainer()
        do {
            _ = try await container.load(URL(string: "http://127.0.0.1/slow")!, timeout: .milliseconds(50))
            Issue.record("load should time out")
        } catch let error as NavigationError {
            #expect(error.code == "timed_out")
        }
        #expect(view.stopCount == 1)
    }

    @Test func invalidURLString_throwsInvalidURL() async {
        let (container, _) = Self.makeContainer()
        do {
            _ = try await container.load(urlString: "not a url")
            Issue.record("should throw")
        } catch let error as EngineError {
            #expect(error.code == "invalid_url")
        } catch { Issue.record("\(error)") }
    }

    @Test func closedContainer_throwsViewClosed() async {
        let (container, _) = Self.makeContainer()
        container.close()
        do {
            _ = try await container.load(URL(string: "http://127.0.0.1/")!)
            Issue.record("should throw")
        } catch let error as EngineError {
            #expect(error == .viewClosed)
        } catch { Issue.record("\(error)") }
    }

    @Test func policyChain_firstAnswerWins_beforeDelegate() async {
        let (container, view) = Self.makeContainer()
        let delegate = AllowAllDelegate()
        container.delegate = delegate
        container.configuration.navigationPolicy.append(FixedHandler(nil))
        container.configuration.navigationPolicy.append(FixedHandler(.cancel))
        let action = NavigationAction(request: URLRequest(url: URL(string: "http://x/")!))
        let policy = await view.delegate?.engineView(view, decidePolicyFor: action)
        #expect(policy == .cancel)
        #expect(delegate.asked == 0)
    }

    private static func makeContainer() -> (WebContainer, FakeWebEngineView) {
        let view = FakeWebEngineView()
        return (WebContainer(view: view), view)
    }
}

@MainActor
private final class FixedHandler: NavigationHandler {
    let answer: NavigationPolicy?
    init(_ answer: NavigationPolicy?) { self.answer = answer }
    func decide(_ action: NavigationAction, in container: WebContainer) async -> NavigationPolicy? { answer }
}

@MainActor
private final class AllowAllDelegate: WebContainerDelegate {
    var asked = 0
    func container(_ container: WebContainer, decidePolicyFor action: NavigationAction) async -> NavigationPolicy {
        asked += 1
        return .allow
    }
}
