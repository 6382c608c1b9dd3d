import Foundation
@testable import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// The rules every shell draws by, on the fake engine.
@MainActor
struct ContainerChromeTests {
    private static let page = URL(string: "https://shop.example/cart")!

    private static func make(_ change: (inout ContainerConfiguration) -> Void = { _ in }) -> (WebContainer, FakeWebEngineView) {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        var configuration = ContainerConfiguration()
        change(&configuration)
        container.configure(configuration)
        return (container, view)
    }

    @Test func title_prefersFixedThenPageSetThenDocumentThenHost() {
        let (container, view) = Self.make()
        view.state.url = Self.page
        #expect(container.chrome.title == "shop.example")
        view.state.title = "Cart"
        #expect(container.chrome.title == "Cart")
        container.chrome.pageTitle = "Cart (2)"
        #expect(container.chrome.title == "Cart (2)")
        var fixed = container.configuration
        fixed.title = "Orders"
        container.configure(fixed)
        #expect(container.chrome.title == "Orders")
        #expect(container.chrome.subtitle == "shop.example")
    }

    @Test func whatThePageSet_endsAtTheNextCommit() {
        let (container, view) = Self.make()
        container.chrome.pageTitle = "Set"
        container.chrome.pageHidesBar = true
        container.chrome.buttons = [.init(id: "a", title: "A")]
        #expect(container.chrome.navigationBar == .hidden)
        view.report(.committed(Self.page))
        #expect(container.chrome.pageTitle == nil)
        #expect(container.chrome.navigationBar == .shown)
        #expect(container.chrome.buttons == [])
    }

    @Test func pageCanShowABarTheAppHid_butKeepsATransparentOneTransparent() {
        let (hidden, _) = Self.make { $0.navigationBar = .hidden }
        hidden.chrome.pageHidesBar = false
        #expect(hidden.chrome.navigationBar == .shown)
        let (transparent, _) = Self.make { $0.navigationBar = .transparent }
        transparent.chrome.pageHidesBar = false
        #expect(transparent.chrome.navigationBar == .transparent)
    }

    @Test func failures_shownOnlyForWhatAPersonShouldSee() {
        let (container, view) = Self.make()
        for error: NavigationError in [.cancelled, .cannotShowContent(message: "pdf"), .webProcessTerminated] {
            view.report(.failed(Self.page, error))
            #expect(container.chrome.failure == nil, "\(error)")
        }
        view.report(.failed(Self.page, .cannotConnect(message: "refused")))
        #expect(container.chrome.failure?.url == Self.page)
        #expect(container.chrome.failure?.message.contains("shop.example") ?? false)
        #expect(!container.chrome.showsProgress)
        view.report(.started(Self.page))
        #expect(container.chrome.failure == nil)
    }

    @Test func appErrorPage_isLoadedInsteadOfTheBuiltInView() {
        let (container, view) = Self.make { $0.errorPageHTML = "<h1>Offline</h1>" }
        view.report(.failed(Self.page, .timedOut(seconds: 30)))
        #expect(container.chrome.failure == nil)
        #expect(view.loadedHTML.map(\.html) == ["<h1>Offline</h1>"])
    }

    @Test func back_leavesErrorView_thenWalksHistory_thenCloses() async {
        let delegate = CloseRecorder()
        let (container, view) = Self.make { $0.delegate = delegate }
        var closes = 0
        container.chrome.onClose = { closes += 1 }
        view.state.url = Self.page
        view.report(.failed(URL(string: "https://shop.example/next")!, .cannotConnect(message: "refused")))
        await container.chrome.back()
        #expect(container.chrome.failure == nil, "Back first shows the page under the error")
        #expect(view.historyMoves == [])
        view.canGoBack = true
        let back = Task { await container.chrome.back() }
        while view.historyMoves.isEmpty { await Task.yield() }
        view.report(.started(Self.page))
        view.report(.finished(Self.page))
        await back.value
        #expect(view.historyMoves == [-1])
        view.canGoBack = false
        await container.chrome.back()
        #expect(closes == 1)
        #expect(delegate.closes == 1)
    }

    @Test func backBehaviorClose_closesEvenWithHistory() async {
        let (container, view) = Self.make { $0.backWalksHistory = false }
        var closes = 0
        container.chrome.onClose = { closes += 1 }
        view.canGoBack = true
        await container.chrome.back()
        #expect(closes == 1)
        #expect(view.historyMoves == [])
    }

    @Test func retry_loadsTheFailedURL_withoutTrustingIt() async {
        let (container, view) = Self.make()
        let other = URL(string: "https://elsewhere.example/x")!
        view.report(.failed(other, .cannotConnect(message: "refused")))
        let retry = Task { await container.chrome.retry() }
        while view.loadedRequests.isEmpty { await Task.yield() }
        view.report(.failed(other, .cancelled))
        await retry.value
        #expect(view.loadedRequests.map(\.url) == [other])
        #expect(container.trustedOrigins == [], "a retried link gains no trust")
    }

    @Test func containerClose_tellsTheShellOnce() {
        let (container, _) = Self.make()
        var told = 0
        container.chrome.onContainerClose = { told += 1 }
        container.close()
        container.close()
        #expect(told == 1)
    }

    @Test func twoButtonsWithIDsAndShortTitles_areShown() {
        typealias Button = ContainerChrome.Button
        #expect(throws: Never.self) { try ChromeModule.check([Button(id: "share", title: "Share"), Button(id: "help", title: "Help")]) }
    }

    /// Three buttons, a repeated id, an empty id, a long title, a long id.
    @Test(arguments: [
        [ContainerChrome.Button(id: "a", title: "A"), .init(id: "b", title: "B"), .init(id: "c", title: "C")],
        [.init(id: "a", title: "A"), .init(id: "a", title: "B")],
        [.init(id: "", title: "A")],
        [.init(id: "a", title: String(repeating: "x", count: 33))],
        [.init(id: String(repeating: "i", count: 65), title: "A")],
    ])
    func buttonsThatBreakARule_areRefusedBeforeAnyIsShown(_ buttons: [ContainerChrome.Button]) {
        let error = #expect(throws: BridgeError.self) { try ChromeModule.check(buttons) }
        #expect(error?.code == "invalid_params")
    }
}

@MainActor
private final class CloseRecorder: WebContainerDelegate {
    var closes = 0
    func containerDidRequestClose(_ container: WebContainer) { closes += 1 }
}
