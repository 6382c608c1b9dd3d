import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import HybridCore
import HybridTesting
import XCTest

/// A lease carries the app's ``ContainerConfiguration`` from its first load:
/// delegate, policy chain, common parameters, recovery policy, dialog timeout.
final class WebViewPoolConfigurationTests: XCTestCase {
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

    @MainActor
    private static func configuration(delegate: LoadDelegate, handler: CancelsEverything) throws -> ContainerConfiguration {
        var configuration = ContainerConfiguration()
        configuration.delegate = delegate
        configuration.navigationPolicy = NavigationPolicyChain([handler])
        configuration.commonParameters = try CommonParameters(queryItems: [URLQueryItem(name: "app", value: "7")],
                                                              queryHosts: ["app.example"])
        configuration.recoveryPolicy = RecoveryPolicy(isEnabled: false)
        configuration.dialogTimeout = .seconds(3)
        configuration.title = .fixed("Orders")
        return configuration
    }

    func test_leaseWithConfiguration_carriesItFromItsFirstLoad() async throws {
        try await onMain {
            let (pool, _) = PoolFixture.pool()
            await pool.prewarm(1)
            let delegate = LoadDelegate()
            let handler = CancelsEverything()
            let container = try await pool.lease(configuration: Self.configuration(delegate: delegate, handler: handler))
            try await Self.checkCarries(container, delegate: delegate, handler: handler)
            XCTAssertEqual(pool.statistics.warmLeases, 1)
        }
    }

    func test_leaseWithoutConfiguration_takesThePoolsDefault() async throws {
        try await onMain {
            let (pool, _) = PoolFixture.pool()
            let delegate = LoadDelegate()
            let handler = CancelsEverything()
            pool.containerConfiguration = try Self.configuration(delegate: delegate, handler: handler)
            let container = try await pool.lease()
            try await Self.checkCarries(container, delegate: delegate, handler: handler)
        }
    }

    func test_newContainerWithConfiguration_carriesItToo() async throws {
        try await onMain {
            let delegate = LoadDelegate()
            let handler = CancelsEverything()
            let engine = FakeWebEngine()
            let container = try WebContainer(engine: engine,
                                             configuration: Self.configuration(delegate: delegate, handler: handler))
            try await Self.checkCarries(container, delegate: delegate, handler: handler)
            withExtendedLifetime(engine) {}
        }
    }

    func test_aLeaseAfterAConfiguredOne_getsNothingOfIt_whenThePoolHasNoDefault() async throws {
        try await onMain {
            let (pool, _) = PoolFixture.pool()
            let delegate = LoadDelegate()
            let first = try await pool.lease(configuration: Self.configuration(delegate: delegate, handler: CancelsEverything()))
            first.close()
            await PoolFixture.settle(pool)
            let second = try await pool.lease()
            XCTAssertNil(second.delegate)
            XCTAssertNil(second.commonParameters)
            XCTAssertEqual(second.configuration.title, .page)
            XCTAssertEqual(second.dialogTimeout, .seconds(120))
        }
    }

    @MainActor
    private static func checkCarries(_ container: WebContainer, delegate: LoadDelegate, handler: CancelsEverything) async throws {
        XCTAssertTrue(container.delegate === delegate)
        XCTAssertEqual(container.dialogTimeout, .seconds(3))
        XCTAssertFalse(container.recoveryPolicy.isEnabled)
        XCTAssertEqual(container.configuration.title, .fixed("Orders"))
        let fake = try XCTUnwrap(container.engineView as? FakeWebEngineView)
        let url = URL(string: "https://app.example/page")!
        async let loaded = container.load(url)
        while fake.loadedRequests.isEmpty { await Task.yield() }
        XCTAssertEqual(fake.loadedRequests.first?.url?.query, "app=7", "the first request carries the common parameters")
        fake.report(.started(url))
        fake.report(.finished(url))
        _ = try await loaded
        XCTAssertEqual(delegate.started, [url], "the delegate hears the first load")
        let policy = await fake.delegate?.engineView(fake, decidePolicyFor: NavigationAction(request: URLRequest(url: url)))
        XCTAssertEqual(policy, .cancel)
        XCTAssertEqual(handler.asked, 1, "the policy chain decides the lease's navigations")
    }
}
