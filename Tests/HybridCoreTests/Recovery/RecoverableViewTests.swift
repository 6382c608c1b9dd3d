import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import HybridCore
import HybridTesting
import HybridVocabulary
import HybridEngineInterface

/// Recovery moves a page into a warm view: what the container installed
/// follows it, and the dead view is heard no more.
@MainActor
struct RecoverableViewTests {
    @Test func replacement_getsEveryInstall_inOrder_andTheDeadViewIsClosed() async throws {
        let engine = FakeWebEngine()
        let container = try WebContainer(engine: engine)
        try container.addUserScript(UserScript(source: "window.a = 1", forMainFrameOnly: true, world: .page))
        try container.addToolMessageHandler(named: "tool", in: .page) { _ in .success(.null) }
        let old = try #require(container.engineView as? FakeWebEngineView)
        let warm = try #require(try engine.makeView(settings: EngineSettings()) as? FakeWebEngineView)
        try container.view.replace(with: warm)
        #expect(container.engineView === warm)
        #expect(warm.userScripts.map(\.source) == old.userScripts.map(\.source))
        #expect(Set(warm.messageHandlers.keys) == Set(old.messageHandlers.keys))
        #expect(warm.messageHandlers.keys.contains(Bridge.handlerName))
        #expect(warm.delegate === container.view)
        await Task.yield()
        #expect(old.isClosed)
        container.close()
    }

    @Test(arguments: [true, false])
    func scriptsTheReplacementAlreadyHolds_areNotSentAgain_otherScriptsAreReplaced(holdsThePagesScripts: Bool) throws {
        let engine = FakeWebEngine()
        let container = try WebContainer(engine: engine)
        try container.addUserScript(UserScript(source: "window.a = 1", forMainFrameOnly: true, world: .page))
        let scripts = container.view.installs.scripts
        let warm = try #require(try engine.makeView(settings: EngineSettings()) as? FakeWebEngineView)
        let held = holdsThePagesScripts ? scripts : [UserScript(source: "window.stale = 1", forMainFrameOnly: true, world: .page)]
        for script in held { try warm.addUserScript(script) }
        try container.view.replace(with: warm, holding: held)
        #expect(warm.userScripts == scripts, "each of the page's scripts once, and nothing else")
        container.close()
    }

    /// A container whose view was replaced as a recovery replaces it, the old one left to close later.
    private static func replacedClosingLater() throws -> (WebContainer, old: FakeWebEngineView) {
        let engine = FakeWebEngine()
        let container = try WebContainer(engine: engine)
        let old = try #require(container.engineView as? FakeWebEngineView)
        try container.view.replace(with: try engine.makeView(settings: EngineSettings()), closingOldLater: true)
        return (container, old)
    }

    @Test func aRecoveryClosesTheReplacedView_onlyWhenItSaysSo() async throws {
        let (container, old) = try Self.replacedClosingLater()
        await Task.yield()
        #expect(!old.isClosed)
        #expect(old.delegate == nil, "the replaced view is heard no more while it waits")
        container.view.closeReplaced()
        await Task.yield()
        #expect(old.isClosed)
        container.close()
    }

    private static let scrollBack = UserScript(source: "/* scroll back */", forMainFrameOnly: true, world: .page)

    @Test func tidyUp_closesTheReplacedView_andDropsTheOneLoadScript_onlyAfterTheGrace() async throws {
        let engine = FakeWebEngine()
        let container = try WebContainer(engine: engine)
        let old = try #require(container.engineView as? FakeWebEngineView)
        let warm = try #require(try engine.makeView(settings: EngineSettings()) as? FakeWebEngineView)
        try container.view.replace(with: warm, once: Self.scrollBack, closingOldLater: true)
        container.view.tidyUp(after: .seconds(3))  // longer than other suites on the main actor take between two turns
        await Task.yield()
        #expect(!old.isClosed, "the app's first steps after the recovery come first")
        #expect(warm.userScripts.contains(Self.scrollBack))
        try await eventually("the replaced view closed") { old.isClosed }
        try await eventually("the one-load script dropped") { !warm.userScripts.contains(Self.scrollBack) }
        #expect(warm.userScripts == container.view.installs.scripts)
        container.close()
    }

    @Test func aSecondRecoveryWithinTheGrace_keepsItsOwnOneLoadScript() async throws {
        let engine = FakeWebEngine()
        let container = try WebContainer(engine: engine)
        let first = try #require(container.engineView as? FakeWebEngineView)
        let second = try #require(try engine.makeView(settings: EngineSettings()) as? FakeWebEngineView)
        let third = try #require(try engine.makeView(settings: EngineSettings()) as? FakeWebEngineView)
        try container.view.replace(with: second, once: Self.scrollBack, closingOldLater: true)
        container.view.tidyUp(after: .milliseconds(20))
        try container.view.replace(with: third, once: Self.scrollBack, closingOldLater: true)
        try await eventually("the first recovery's tidy-up ran") { first.isClosed }
        #expect(third.userScripts.contains(Self.scrollBack), "the second page has not loaded yet: it still scrolls back")
        container.view.tidyUp(after: .milliseconds(20))
        try await eventually("the second recovery's tidy-up ran") { second.isClosed }
        try await eventually("its one-load script dropped") { !third.userScripts.contains(Self.scrollBack) }
        container.close()
    }

    @Test func closingTheContainer_closesAViewLeftToCloseLater() async throws {
        let (container, old) = try Self.replacedClosingLater()
        container.close()
        await Task.yield()
        #expect(old.isClosed)
    }

    @Test func eventsOfTheReplacedView_reachNothing() async throws {
        let engine = FakeWebEngine()
        let container = try WebContainer(engine: engine)
        let old = try #require(container.engineView as? FakeWebEngineView)
        var heard: [NavigationEvent] = []
        container.onNavigationEvent = { heard.append($0) }
        try container.view.replace(with: try engine.makeView(settings: EngineSettings()))
        let url = URL(string: "https://app.example/late")!
        old.report(.started(url))
        #expect(heard.isEmpty)
        let policy = await container.view.engineView(old, decidePolicyFor: NavigationAction(request: URLRequest(url: url)))
        #expect(policy == .cancel)
        container.close()
    }

    @Test func aRemovedHandler_andClearedScripts_areNotPutBack() throws {
        let engine = FakeWebEngine()
        let container = try WebContainer(engine: engine)
        try container.addToolMessageHandler(named: "gone", in: .page) { _ in .success(.null) }
        try container.view.removeMessageHandler(named: "gone", in: .page)
        try container.view.removeAllUserScripts()
        let warm = try #require(try engine.makeView(settings: EngineSettings()) as? FakeWebEngineView)
        try container.view.replace(with: warm)
        #expect(warm.messageHandlers["gone"] == nil)
        #expect(warm.userScripts.isEmpty)
        container.close()
    }

    @Test func aLeasedContainer_movesIntoAWarmViewOfItsPool_asANewLease() async throws {
        let (pool, _) = PoolFixture.pool()
        await pool.prewarm(2)
        let container = try await pool.lease()
        let first = try #require(container.view.current as? LeasedView)
        let warm = try #require(pool.warmView(replacing: first, profile: .default))
        let second = try #require(warm as? LeasedView)
        #expect(second.token != first.token)
        #expect(pool.idleCount == 0)
        try container.view.replace(with: warm)
        await Task.yield()
        #expect(first.isClosed)
        #expect(pool.leasedCount == 1)
        #expect(pool.statistics.recoveries == 1)
        #expect(pool.statistics.recycled == 0, "a dead process gets no successor view")
        container.close()
        #expect(pool.leasedCount == 0)
    }

    @Test func anEmptyPool_hasNoWarmView() async throws {
        let (pool, _) = PoolFixture.pool()
        let container = try await pool.lease()
        #expect(pool.warmView(replacing: container.view, profile: .default) == nil)
        container.close()
    }
}
