import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// A lease carries the app's ``ContainerConfiguration`` from its first load:
/// delegate, policy chain, common parameters, recovery policy, dialog timeout.
@MainActor
struct WebViewPoolConfigurationTests {
    @MainActor
    private final class LoadDelegate: WebContainerDelegate {
        var started: [URL?] = []
        func containerDidStartLoading(_ container: WebContainer, url: URL?) { started.append(url) }
    }

    @MainActor
    private final class CancelsEverything: NavigationHandler {
        var asked = 0
        func decide(_ action: NavigationAction, in container: WebContainer) async -> NavigationPolicy? {
            asked += 1
            return .cancel
        }
    }

    private static func configuration(delegate: LoadDelegate, handler: CancelsEverything) throws -> ContainerConfiguration {
        var configuration = ContainerConfiguration()
        configuration.delegate = delegate
        configuration.navigationPolicy = NavigationPolicyChain([handler])
        configuration.commonParameters = try CommonParameters(queryItems: [URLQueryItem(name: "app", value: "7")],
                                                              queryHosts: ["app.example"])
        configuration.recoveryPolicy = RecoveryPolicy(isEnabled: false)
        configuration.dialogTimeout = .seconds(3)
        configuration.title = "Orders"
        return configuration
    }

    @Test func leaseWithConfiguration_carriesItFromItsFirstLoad() async throws {
        let (pool, _) = PoolFixture.pool()
        await pool.prewarm(1)
        let delegate = LoadDelegate()
        let handler = CancelsEverything()
        let container = try await pool.lease(configuration: Self.configuration(delegate: delegate, handler: handler))
        try await Self.checkCarries(container, delegate: delegate, handler: handler)
        #expect(pool.statistics.warmLeases == 1)
    }

    @Test func leaseWithoutConfiguration_takesThePoolsDefault() async throws {
        let (pool, _) = PoolFixture.pool()
        let delegate = LoadDelegate()
        let handler = CancelsEverything()
        pool.containerConfiguration = try Self.configuration(delegate: delegate, handler: handler)
        let container = try await pool.lease()
        try await Self.checkCarries(container, delegate: delegate, handler: handler)
    }

    @Test func newContainerWithConfiguration_carriesItToo() async throws {
        let delegate = LoadDelegate()
        let handler = CancelsEverything()
        let engine = FakeWebEngine()
        let container = try WebContainer(engine: engine,
                                         configuration: Self.configuration(delegate: delegate, handler: handler))
        try await Self.checkCarries(container, delegate: delegate, handler: handler)
        withExtendedLifetime(engine) {}
    }

    @Test func aLeaseAfterAConfiguredOne_getsNothingOfIt_whenThePoolHasNoDefault() async throws {
        let (pool, _) = PoolFixture.pool()
        let delegate = LoadDelegate()
        let first = try await pool.lease(configuration: Self.configuration(delegate: delegate, handler: CancelsEverything()))
        first.close()
        await PoolFixture.settle(pool)
        let second = try await pool.lease()
        #expect(second.delegate == nil)
        #expect(second.configuration.commonParameters == nil)
        #expect(second.configuration.title == nil)
        #expect(second.configuration.dialogTimeout == .seconds(120))
    }

    private static func checkCarries(_ container: WebContainer, delegate: LoadDelegate, handler: CancelsEverything) async throws {
        #expect(container.delegate === delegate)
        #expect(container.configuration.dialogTimeout == .seconds(3))
        #expect(!container.configuration.recoveryPolicy.isEnabled)
        #expect(container.configuration.title == "Orders")
        let fake = try #require(container.engineView as? FakeWebEngineView)
        let url = URL(string: "https://app.example/page")!
        async let loaded = container.load(url)
        while fake.loadedRequests.isEmpty { await Task.yield() }
        #expect(fake.loadedRequests.first?.url?.query == "app=7", "the first request carries the common parameters")
        fake.report(.started(url))
        fake.report(.finished(url))
        _ = try await loaded
        #expect(delegate.started == [url], "the delegate hears the first load")
        let policy = await fake.delegate?.engineView(fake, decidePolicyFor: NavigationAction(request: URLRequest(url: url)))
        #expect(policy == .cancel)
        #expect(handler.asked == 1, "the policy chain decides the lease's navigations")
    }

    @Test func aPoolsLimits_outOfRange_countAsTheNearestThatWorks_atInitAndLater() {
        let pool = WebViewPool(engine: TestEngine(), maximumIdle: -3, maximumReuses: 0)
        #expect(pool.maximumIdle == 0 && pool.maximumReuses == 1)
        pool.maximumIdle = -1
        pool.maximumReuses = -5
        #expect(pool.maximumIdle == 0 && pool.maximumReuses == 1)
        pool.maximumIdle = 4
        #expect(pool.maximumIdle == 4)
    }
}
