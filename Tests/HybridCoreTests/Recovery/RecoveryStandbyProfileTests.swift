@testable import HybridCore
import HybridEngineSupport
import HybridTesting
import Testing

/// The warm view kept for recovering containers made on their own is kept per
/// profile: a page of one profile never recovers into another's view.
@MainActor
struct RecoveryStandbyProfileTests {
    @Test func eachProfileHasItsOwnStandby_warmingViewsOfThatProfile() async throws {
        let engine = FakeWebEngine()
        let alice = try WebsiteDataProfile.named("alice")
        let alicesStandby = RecoveryStandby.shared(engine: engine, settings: EngineSettings().in(alice))
        let plainStandby = RecoveryStandby.shared(engine: engine, settings: EngineSettings())
        defer { alicesStandby.release(); plainStandby.release() }
        #expect(alicesStandby !== plainStandby)
        alicesStandby.prepareWarmView()
        try await Task.sleep(for: RecoveryStandby.warmUpDelay + .milliseconds(300))
        #expect(engine.views.map(\.profile) == [alice])
        #expect(alicesStandby.hasWarmView(profile: alice) && !plainStandby.hasWarmView(profile: .default))
        let old = FakeWebEngineView()
        #expect(alicesStandby.warmView(replacing: old, profile: .default) == nil)
        #expect((alicesStandby.warmView(replacing: old, profile: alice) as? FakeWebEngineView)?.profile == alice)
    }
}
