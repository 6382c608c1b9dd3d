import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import HybridCore
import HybridTesting
import XCTest

final class WebContainerTests: XCTestCase {
    func test_load_settlesWhenEngineReportsFinished() async throws {
        await MainActor.run {} // hop once so the container is made on the main actor
        let (container, view) = await Self.makeContainer()
        let url = URL(string: "http://127.0.0.1/a")!
        async let finished = container.load(url)
        while await view.loadedRequests.isEmpty { await Task.yield() }
        await view.report(.started(url))
        await view.report(.finished(url))
        let result = try await finished
        XCTAssertEqual(result, url)
    }

    func test_load_throwsTypedError_whenEngineReportsFailure() async throws {
        let (container, view) = await Self.makeContainer()
        async let load = container.load(URL(string: "http://127.0.0.1:1/")!)
        // The load is waiting once the engine was asked to start it (both happen in one step).
        while await view.loadedRequests.isEmpty { await Task.yield() }
        await view.report(.failed(nil, .cannotConnect(message: "refused")))
        do {
            _ = try await load
            XCTFail("load should throw")
        } catch let error as NavigationError {
            XCTAssertEqual(error.code, "cannot_connect")
        }
    }

    func test_load_timesOut_andStopsTheEngine() async throws {
        let (container, view) = await Self.makeContainer()
        do {
            _ = try await container.load(URL(string: "http://127.0.0.1/slow")!, timeout: .milliseconds(50))
            XCTFail("load should time out")
        } catch let error as NavigationError {
            XCTAssertEqual(error.code, "timed_out")
        }
        let stops = await view.stopCount
        XCTAssertEqual(stops, 1)
    }

    func test_invalidURLString_throwsInvalidURL() async {
        let (container, _) = await Self.makeContainer()
        do {
            _ = try await container.load(urlString: "not a url")
            XCTFail("should throw")
        } catch let error as EngineError {
            XCTAssertEqual(error.code, "invalid_url")
        } catch { XCTFail("\(error)") }
    }

    func test_closedContainer_throwsViewClosed() async {
        let (container, _) = await Self.makeContainer()
        await container.close()
        do {
            _ = try await container.load(URL(string: "http://127.0.0.1/")!)
            XCTFail("should throw")
        } catch let error as EngineError {
            XCTAssertEqual(error, .viewClosed)
        } catch { XCTFail("\(error)") }
    }

    func test_policyChain_firstAnswerWins_beforeDelegate() async {
        let (policy, asked) = await Self.policyChainDecision()
        XCTAssertEqual(policy, .cancel)
        XCTAssertEqual(asked, 0)
    }

    @MainActor
    private static func policyChainDecision() async -> (NavigationPolicy?, Int) {
        let (container, view) = Self.makeContainer()
        let delegate = AllowAllDelegate()
        container.delegate = delegate
        container.navigationPolicy.append(FixedHandler(nil))
        container.navigationPolicy.append(FixedHandler(.cancel))
        let action = NavigationAction(request: URLRequest(url: URL(string: "http://x/")!))
        let policy = await view.delegate?.engineView(view, decidePolicyFor: action)
        return (policy, delegate.asked)
    }

    @MainActor
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
