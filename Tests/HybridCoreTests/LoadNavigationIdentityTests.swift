import Foundation
import HybridCore
import HybridTesting
import Testing
import HybridVocabulary
import HybridEngineInterface

/// A load settles by its own navigation's events when the engine names navigations
/// (WKWebView), and by the next events, as before, when it does not (WebKitGTK).
@MainActor
struct LoadNavigationIdentityTests {
    private static let own = URL(string: "https://app.example/own")!
    private static let other = URL(string: "https://app.example/other")!
    /// A navigation the page started itself: the container never got its identity.
    private static let pageNavigation = NavigationID(rawValue: 999)

    /// Starts `container.load(own)` and returns it with the navigation the engine named for it.
    private static func startLoad(_ container: WebContainer, _ view: FakeWebEngineView) async -> (Task<URL?, any Error>, NavigationID?) {
        let before = view.loadedRequests.count
        let load = Task { @MainActor in try await container.load(Self.own) }
        while view.loadedRequests.count == before { await Task.yield() }
        return (load, view.lastNavigation)
    }

    @Test func namedLoad_isNotSettledByAnotherNavigationsFinish_butByItsOwn() async throws {
        let view = FakeWebEngineView()
        view.namesNavigations = true
        let container = WebContainer(view: view)
        let (load, navigation) = await Self.startLoad(container, view)
        #expect(navigation != nil)
        view.report(.started(Self.other), navigation: Self.pageNavigation)
        view.report(.finished(Self.other), navigation: Self.pageNavigation)
        view.report(.started(Self.own), navigation: navigation)
        view.report(.finished(Self.own), navigation: navigation)
        let settled = try await load.value
        #expect(settled == Self.own)
    }

    @Test func namedLoad_isNotFailedByAnotherNavigationsFailure() async throws {
        let view = FakeWebEngineView()
        view.namesNavigations = true
        let container = WebContainer(view: view)
        let (load, navigation) = await Self.startLoad(container, view)
        view.report(.failed(Self.other, .cannotConnect(message: "refused")), navigation: Self.pageNavigation)
        view.report(.finished(Self.own), navigation: navigation)
        let settled = try await load.value
        #expect(settled == Self.own)
    }

    @Test func namedLoad_isFailedByItsOwnFailure() async throws {
        let view = FakeWebEngineView()
        view.namesNavigations = true
        let container = WebContainer(view: view)
        let (load, navigation) = await Self.startLoad(container, view)
        view.report(.failed(Self.own, .cannotConnect(message: "refused")), navigation: navigation)
        do {
            _ = try await load.value
            Issue.record("its own failure settles it")
        } catch let error as NavigationError {
            #expect(error.code == "cannot_connect")
        }
    }

    @Test func unnamedLoad_isSettledByTheNextFinish_asBefore() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let (load, navigation) = await Self.startLoad(container, view)
        #expect(navigation == nil)
        view.report(.finished(Self.other), navigation: Self.pageNavigation)
        let settled = try await load.value
        #expect(settled == Self.other, "without an identity of its own, the load cannot tell events apart")
    }

    @Test func namedLoad_isSettledByAnEventThatNamesNoNavigation() async throws {
        let view = FakeWebEngineView()
        view.namesNavigations = true
        let container = WebContainer(view: view)
        let (load, _) = await Self.startLoad(container, view)
        view.report(.finished(Self.other), navigation: nil)
        let settled = try await load.value
        #expect(settled == Self.other)
    }

    @Test func pooledContainer_forwardsNavigationIdentities_bothWays() async throws {
        let (pool, _) = PoolFixture.pool()
        let container = try await pool.lease()
        defer { container.close() }
        let view = try #require(PoolFixture.view(of: container))
        view.namesNavigations = true
        let (load, navigation) = await Self.startLoad(container, view)
        view.report(.finished(Self.other), navigation: Self.pageNavigation)
        view.report(.finished(Self.own), navigation: navigation)
        let settled = try await load.value
        #expect(settled == Self.own)
    }
}
