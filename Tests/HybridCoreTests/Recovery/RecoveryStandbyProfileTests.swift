import Foundation
@testable import HybridCore
import HybridVocabulary
import HybridEngineInterface
import HybridTesting
import Testing

/// The warm view kept for recovering containers made on their own is kept per
/// profile (a page of one profile never recovers into another's view), and its
/// process has run the bridge once.
@MainActor
struct RecoveryStandbyProfileTests {
    @Test func eachProfileHasItsOwnStandby_warmingAFreshViewOfThatProfile_inAProcessThatRanTheBridge() async throws {
        let engine = FakeWebEngine()
        let alice = try WebsiteDataProfile.named("alice")
        let alicesStandby = RecoveryStandby.shared(engine: engine, settings: EngineSettings().in(alice))
        let plainStandby = RecoveryStandby.shared(engine: engine, settings: EngineSettings())
        defer { alicesStandby.release(); plainStandby.release() }
        #expect(alicesStandby !== plainStandby)
        alicesStandby.prepareWarmView(scripts: [])
        // The standby first shows a blank page with the bridge in a view of its own…
        try await eventually("blank page", limit: RecoveryStandby.warmUpDelay + .seconds(2)) { engine.views.first?.loadedHTML.count == 1 }
        let shown = engine.views[0]
        #expect(shown.userScripts.contains { $0.source == BridgeScripts.isolated })
        shown.report(.finished(URL(string: "about:blank")))
        // …then keeps a fresh view in that process: no history, no scripts, the process warm.
        try await eventually("warm view") { alicesStandby.hasWarmView(profile: alice) }
        #expect(engine.views.map(\.profile) == [alice, alice])
        #expect(shown.isClosed)
        let kept = engine.views[1]
        #expect(engine.process(of: kept) == engine.process(of: shown))
        #expect(kept.loadedHTML.isEmpty && kept.userScripts.isEmpty)
        #expect(!plainStandby.hasWarmView(profile: .default))
        let old = FakeWebEngineView()
        #expect(alicesStandby.warmView(replacing: old, profile: .default) == nil)
        #expect((alicesStandby.warmView(replacing: old, profile: alice) as? FakeWebEngineView) === kept)
    }

    @Test func theWarmView_holdsTheScriptsOfThePageShownLast_andSaysSo() async throws {
        let engine = FakeWebEngine()
        let standby = RecoveryStandby.shared(engine: engine, settings: EngineSettings())
        defer { standby.release() }
        let first = [UserScript(source: "window.a = 1", forMainFrameOnly: true, world: .page)]
        standby.prepareWarmView(scripts: first)
        try await eventually("blank page", limit: RecoveryStandby.warmUpDelay + .seconds(2)) { engine.views.first?.loadedHTML.count == 1 }
        engine.views[0].report(.finished(URL(string: "about:blank")))
        try await eventually("scripts in the warm view") { engine.views.count == 2 && engine.views[1].userScripts == first }
        let warm = engine.views[1]
        #expect(standby.scriptsInstalled(in: warm) == first)
        #expect(standby.scriptsInstalled(in: engine.views[0]).isEmpty, "only the warm view holds them")
        // Another page shown with other scripts: the waiting view takes those instead.
        let second = [UserScript(source: "window.b = 2", forMainFrameOnly: false, world: .hybrid)]
        standby.prepareWarmView(scripts: second)
        #expect(warm.userScripts == second)
        #expect(standby.scriptsInstalled(in: warm) == second)
        #expect(standby.warmView(replacing: FakeWebEngineView(), profile: .default) === warm)
        #expect(standby.scriptsInstalled(in: warm) == second, "the view taken still says what it holds")
    }

    /// The engine keeps its standbys: containers of one engine share one, another engine's never sees it,
    /// and the last user letting go takes it away.
    @Test func eachEngineKeepsItsOwnStandby_sharedByItsContainers_untilTheLastLetsGo() {
        let one = FakeWebEngine(), two = FakeWebEngine()
        let first = RecoveryStandby.shared(engine: one, settings: EngineSettings())
        let second = RecoveryStandby.shared(engine: one, settings: EngineSettings())
        let others = RecoveryStandby.shared(engine: two, settings: EngineSettings())
        #expect(first === second)
        #expect(first !== others)
        first.release()
        others.release()
        #expect(RecoveryStandby.shared(engine: one, settings: EngineSettings()) === second, "a user still holds it")
        second.release()
        second.release()
        let fresh = RecoveryStandby.shared(engine: one, settings: EngineSettings())
        defer { fresh.release() }
        #expect(fresh !== second, "a standby nobody holds went with its warm view")
    }
}
