import Foundation
import Testing
@testable import HybridCore
import HybridTesting
import HybridVocabulary

/// The refresh rule every shell follows, on the fake engine: a page that listens
/// to `chrome.refresh` refreshes itself, any other page is reloaded, and the
/// spinner never outlives the refresh.
@MainActor
struct PageRefreshTests {
    static let page = URL(string: "https://app.example/feed")!

    /// A container whose fake page has `listeners` listening to `chrome.refresh`.
    static func make(listeners: Int) throws -> (WebContainer, FakeWebEngineView) {
        let view = FakeWebEngineView()
        view.scriptResult = { body in
            body == FakeBridgeRuntime.deliveryBody ? .string(#"{"result":\#(listeners)}"#) : .null
        }
        let container = WebContainer(view: view)
        container.trust(try BridgeOrigin("https://app.example"))  // the page's origin, as if the app had loaded it
        container.configuration.viewSettings.pullToRefresh = true
        view.state.url = page
        return (container, view)
    }

    /// Calls a `hybrid.chrome` method as the page's main frame would.
    static func pageCalls(_ method: String, in view: FakeWebEngineView) async throws {
        let message: JSONValue = ["t": "call", "id": 1, "name": .string("hybrid.chrome.\(method)"), "params": []]
        let reply = await view.post(.string(RuntimePost.message(message.jsonText, origin: "https://app.example", isMainFrame: true)),
                                    to: Bridge.handlerName)
        guard case .success(.string(let text))? = reply, (try JSONValue(jsonText: text))["error"] == nil else {
            throw BridgeError.invalidMessage("hybrid.chrome.\(method) was refused: \(String(describing: reply))")
        }
    }

    @Test(arguments: [1, 3])
    func aPageThatListens_hearsTheRefresh_isNotReloaded_andEndsTheSpinner(listeners: Int) async throws {
        let (container, view) = try Self.make(listeners: listeners)
        defer { container.close() }
        await container.chrome.refresh()
        #expect(container.chrome.isRefreshing, "the spinner shows while the page refreshes itself")
        #expect(view.reloadCount == 0)
        let sent = view.asyncCalls.compactMap { $0.arguments["message"]?.stringValue }
        #expect(sent.contains { $0.contains(#""name":"chrome.refresh""#) && $0.contains(#""id":"#) })
        try await Self.pageCalls("endRefreshing", in: view)
        #expect(!container.chrome.isRefreshing)
        #expect(container.chrome.refreshing.lastOutcome == .pageRefreshed)
    }

    @Test func aPageThatDoesNotListen_isReloaded_andTheSpinnerShowsUntilTheReloadSettles() async throws {
        let (container, view) = try Self.make(listeners: 0)
        defer { container.close() }
        let refresh = Task { await container.chrome.refresh() }
        try await eventually("the reload") { view.reloadCount == 1 }
        #expect(container.chrome.isRefreshing)
        view.report(.started(Self.page))
        view.report(.committed(Self.page))
        #expect(container.chrome.isRefreshing, "a commit of the reload does not end it early")
        view.report(.finished(Self.page))
        await refresh.value
        #expect(!container.chrome.isRefreshing)
        #expect(container.chrome.refreshing.lastOutcome == .reloaded)
    }

    /// The spinner never spins forever: a page that listens but never ends it stops at the deadline.
    @Test func aPageThatNeverEndsItsRefresh_losesTheSpinnerAtTheDeadline() async throws {
        let (container, _) = try Self.make(listeners: 1)
        defer { container.close() }
        container.chrome.refreshing.pageDeadline = .milliseconds(50)
        var redraws = 0
        let token = container.chrome.observe { redraws += 1 }
        await container.chrome.refresh()
        #expect(container.chrome.isRefreshing)
        let before = redraws
        try await eventually("the deadline") { !container.chrome.isRefreshing }
        #expect(redraws > before, "the shells redraw without the spinner")
        token.cancel()
    }

    /// A page whose runtime cannot answer (a long script) is reloaded rather than left waiting.
    @Test func aPageThatDoesNotAnswerInTime_isReloaded() async throws {
        let (container, view) = try Self.make(listeners: 1)
        defer { container.close() }
        container.chrome.refreshing.answerTimeout = .milliseconds(50)
        view.holdsAsyncCalls = true
        let refresh = Task { await container.chrome.refresh() }
        try await eventually("the reload") { view.reloadCount == 1 }
        view.report(.finished(Self.page))
        await refresh.value
        #expect(container.chrome.refreshing.lastOutcome == .reloaded)
        view.releaseHeldCalls()
    }

    @Test func aSecondPull_whileOneIsUnderWay_doesNothing() async throws {
        let (container, view) = try Self.make(listeners: 0)
        defer { container.close() }
        let first = Task { await container.chrome.refresh() }
        try await eventually("the reload") { view.reloadCount == 1 }
        await container.chrome.refresh()
        #expect(view.reloadCount == 1)
        view.report(.finished(Self.page))
        await first.value
    }

    @Test func thePageStartsAndStopsTheSpinner_andANewDocumentStopsIt() async throws {
        let (container, view) = try Self.make(listeners: 0)
        defer { container.close() }
        var redraws = 0
        let token = container.chrome.observe { redraws += 1 }
        try await Self.pageCalls("beginRefreshing", in: view)
        #expect(container.chrome.isRefreshing && redraws > 0)
        try await Self.pageCalls("endRefreshing", in: view)
        #expect(!container.chrome.isRefreshing)
        try await Self.pageCalls("beginRefreshing", in: view)
        view.report(.committed(URL(string: "https://app.example/other")!))
        #expect(!container.chrome.isRefreshing, "the spinner belonged to the page that left")
        token.cancel()
    }

    /// iOS's refresh control: its pull comes through the engine delegate, and its spinner shows what the chrome says.
    @Test func theEnginesOwnPull_refreshes_andItsSpinnerFollowsTheChrome() async throws {
        let (container, view) = try Self.make(listeners: 0)
        defer { container.close() }
        view.pullToRefresh()
        try await eventually("the reload") { view.reloadCount == 1 }
        #expect(view.refreshingShown == [true])
        view.report(.finished(Self.page))
        try await eventually("the spinner stopped") { view.refreshingShown == [true, false] }
        container.configuration.viewSettings.pullToRefresh = false
        view.pullToRefresh()
        #expect(view.refreshingShown == [true, false, false], "with the setting off the control is told to stop at once")
        #expect(view.reloadCount == 1)
    }

    @Test func aPullReportedByThePage_refreshesOnlyWhenPullToRefreshIsOn() async throws {
        let (container, view) = try Self.make(listeners: 0)
        defer { container.close() }
        container.configuration.viewSettings.pullToRefresh = false
        _ = await view.post("pull", to: PullToRefresh.handlerName)
        for _ in 0..<50 { await Task.yield() }  // a refresh, had one started, would be reloading by now
        #expect(view.reloadCount == 0 && !container.chrome.isRefreshing)
        container.configuration.viewSettings.pullToRefresh = true
        _ = await view.post("pull", to: PullToRefresh.handlerName)
        try await eventually("the pull's reload") { view.reloadCount == 1 }
        #expect(view.userScripts.contains { $0.source == ContainerScripts.pullToRefresh && $0.world == .hybrid })
        view.report(.finished(Self.page))
    }
}
