import Foundation
@testable import HybridCore
import HybridVocabulary
import HybridEngineInterface
import HybridTesting
import Testing

/// A pool keeps views per profile: a lease, a recycled view, a recovery and a
/// prerender of one profile never get a view of another.
@MainActor
struct PoolProfileTests {
    static func configuration(_ profile: WebsiteDataProfile) -> ContainerConfiguration {
        var configuration = ContainerConfiguration()
        configuration.profile = profile
        return configuration
    }

    @Test func leaseForAProfile_neverGetsAWarmViewOfAnother() async throws {
        let (pool, _) = PoolFixture.pool()
        await pool.prewarm(2)
        let alice = try WebsiteDataProfile.named("alice")
        let container = try await pool.lease(configuration: Self.configuration(alice))
        #expect(PoolFixture.view(of: container)?.profile == alice)
        #expect(pool.statistics.coldLeases == 1 && pool.statistics.warmLeases == 0)
        #expect(pool.idleCount == 2, "the default profile's warm views stay for its leases")
        let plain = try await pool.lease()
        #expect(PoolFixture.view(of: plain)?.profile == .default)
        #expect(pool.statistics.warmLeases == 1)
    }

    @Test func warmViewOfAProfile_goesToThatProfilesLease_andItsReturnStaysInIt() async throws {
        let (pool, engine) = PoolFixture.pool()
        await pool.prewarm(1, profile: .ephemeral)
        #expect(engine.views.map(\.profile) == [.ephemeral])
        let guest = try await pool.lease(configuration: Self.configuration(.ephemeral))
        #expect(pool.statistics.warmLeases == 1)
        guest.close()
        await PoolFixture.settle(pool)
        #expect(pool.statistics.recycled == 1)
        #expect(engine.views.filter { !$0.isClosed }.map(\.profile) == [.ephemeral], "the successor view is the guest's too")
        let other = try await pool.lease()
        #expect(PoolFixture.view(of: other)?.profile == .default)
        #expect(pool.statistics.coldLeases == 1)
    }

    @Test func recovery_takesOnlyAWarmViewOfTheSameProfile() async throws {
        let (pool, _) = PoolFixture.pool()
        await pool.prewarm(1)
        let alice = try WebsiteDataProfile.named("alice")
        let container = try await pool.lease(configuration: Self.configuration(alice))
        #expect(pool.warmView(replacing: container.view, profile: alice) == nil)
        #expect(!pool.hasWarmView(profile: alice) && pool.hasWarmView(profile: .default))
        #expect(!container.hasWarmView, "the default profile's warm view is not this page's")
    }

    @Test func prerenderOfAProfile_isLeasedOnlyForThatProfile() async throws {
        let (pool, _) = PoolFixture.pool()
        let url = URL(string: "https://app.example/home")!
        let alice = try WebsiteDataProfile.named("alice")
        async let prerendered: Void = pool.prerender(url, configuration: Self.configuration(alice))
        try await Self.finishLoad(of: url, in: pool, profile: alice)
        try await prerendered
        #expect(pool.prerenderedURLs == [url])
        let bobProfile = try WebsiteDataProfile.named("bob")
        async let bobs = pool.lease(for: url, configuration: Self.configuration(bobProfile))
        try await Self.finishLoad(of: url, in: pool, profile: bobProfile)
        let bob = try await bobs
        #expect(!bob.isPrerendered && PoolFixture.view(of: bob)?.profile == bobProfile)
        #expect(pool.statistics.prerenderedLeases == 0 && pool.prerenderedURLs == [url])
        let alices = try await pool.lease(for: url, configuration: Self.configuration(alice))
        #expect(pool.statistics.prerenderedLeases == 1)
        #expect(PoolFixture.view(of: alices)?.profile == alice)
    }

    /// Waits for a leased view of `profile` to load `url`, then reports the load finished.
    static func finishLoad(of url: URL, in pool: WebViewPool, profile: WebsiteDataProfile) async throws {
        for _ in 0..<1000 {
            let loading = pool.leased.values.compactMap { $0.view as? FakeWebEngineView }
                .first { $0.profile == profile && $0.loadedRequests.last?.url == url }
            if let loading {
                loading.report(.started(url))
                loading.report(.committed(url))
                loading.report(.finished(url))
                return
            }
            await Task.yield()
        }
        Issue.record("no leased view of \(profile) loaded \(url)")
    }
}

extension PoolProfileTests {
    @Test func removedProfilesWarmViews_leaveThePool_andFreeTheirPlaces() async throws {
        let (pool, engine) = PoolFixture.pool(maximumIdle: 2)
        let alice = try WebsiteDataProfile.named("alice")
        await pool.prewarm(2, profile: alice)
        #expect(pool.idleCount == 2)
        try await engine.removeProfile(alice)
        await pool.prewarm(2)
        #expect(pool.idleCount == 2)
        #expect(engine.views.filter { !$0.isClosed }.map(\.profile) == [.default, .default])
        #expect(pool.statistics.discardedDead == 0, "closed on purpose, not dead")
    }
}
