import Foundation
@testable import HybridCore
import HybridTesting
import XCTest

/// The rules every shell draws by, on the fake engine.
final class ContainerChromeTests: XCTestCase {
    private static let page = URL(string: "https://shop.example/cart")!

    @MainActor
    private static func make(_ change: (inout ContainerConfiguration) -> Void = { _ in }) -> (WebContainer, FakeWebEngineView) {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        var configuration = ContainerConfiguration()
        change(&configuration)
        container.configure(configuration)
        return (container, view)
    }

    func test_title_prefersFixedThenPageSetThenDocumentThenHost() { MainActor.assumeIsolated { Self.test_title_prefersFixedThenPageSetThenDocumentThenHostBody() } }

    @MainActor
    private static func test_title_prefersFixedThenPageSetThenDocumentThenHostBody() {
        let (container, view) = make()
        view.state.url = page
        XCTAssertEqual(container.chrome.title, "shop.example")
        view.state.title = "Cart"
        XCTAssertEqual(container.chrome.title, "Cart")
        container.chrome.pageTitle = "Cart (2)"
        XCTAssertEqual(container.chrome.title, "Cart (2)")
        var fixed = container.configuration
        fixed.title = .fixed("Orders")
        container.configure(fixed)
        XCTAssertEqual(container.chrome.title, "Orders")
        XCTAssertEqual(container.chrome.subtitle, "shop.example")
    }

    func test_whatThePageSet_endsAtTheNextCommit() { MainActor.assumeIsolated { Self.test_whatThePageSet_endsAtTheNextCommitBody() } }

    @MainActor
    private static func test_whatThePageSet_endsAtTheNextCommitBody() {
        let (container, view) = make()
        container.chrome.pageTitle = "Set"
        container.chrome.pageHidesBar = true
        container.chrome.buttons = [.init(id: "a", title: "A")]
        XCTAssertEqual(container.chrome.navigationBar, .hidden)
        view.report(.committed(page))
        XCTAssertNil(container.chrome.pageTitle)
        XCTAssertEqual(container.chrome.navigationBar, .shown)
        XCTAssertEqual(container.chrome.buttons, [])
    }

    func test_pageCanShowABarTheAppHid_butKeepsATransparentOneTransparent() { MainActor.assumeIsolated { Self.test_pageCanShowABarTheAppHid_butKeepsATransparentOneTransparentBody() } }

    @MainActor
    private static func test_pageCanShowABarTheAppHid_butKeepsATransparentOneTransparentBody() {
        let (hidden, _) = make { $0.navigationBar = .hidden }
        hidden.chrome.pageHidesBar = false
        XCTAssertEqual(hidden.chrome.navigationBar, .shown)
        let (transparent, _) = make { $0.navigationBar = .transparent }
        transparent.chrome.pageHidesBar = false
        XCTAssertEqual(transparent.chrome.navigationBar, .transparent)
    }

    func test_failures_shownOnlyForWhatAPersonShouldSee() { MainActor.assumeIsolated { Self.test_failures_shownOnlyForWhatAPersonShouldSeeBody() } }

    @MainActor
    private static func test_failures_shownOnlyForWhatAPersonShouldSeeBody() {
        let (container, view) = make()
        for error: NavigationError in [.cancelled, .cannotShowContent(message: "pdf"), .webProcessTerminated] {
            view.report(.failed(page, error))
            XCTAssertNil(container.chrome.failure, "\(error)")
        }
        view.report(.failed(page, .cannotConnect(message: "refused")))
        XCTAssertEqual(container.chrome.failure?.url, page)
        XCTAssertTrue(container.chrome.failure?.message.contains("shop.example") ?? false)
        XCTAssertFalse(container.chrome.showsProgress)
        view.report(.started(page))
        XCTAssertNil(container.chrome.failure)
    }

    func test_appErrorPage_isLoadedInsteadOfTheBuiltInView() { MainActor.assumeIsolated { Self.test_appErrorPage_isLoadedInsteadOfTheBuiltInViewBody() } }

    @MainActor
    private static func test_appErrorPage_isLoadedInsteadOfTheBuiltInViewBody() {
        let (container, view) = make { $0.errorPage = .html("<h1>Offline</h1>") }
        view.report(.failed(page, .timedOut(seconds: 30)))
        XCTAssertNil(container.chrome.failure)
        XCTAssertEqual(view.loadedHTML.map(\.html), ["<h1>Offline</h1>"])
    }

    func test_back_leavesErrorView_thenWalksHistory_thenCloses() async { await Self.test_back_leavesErrorView_thenWalksHistory_thenClosesBody() }

    @MainActor
    private static func test_back_leavesErrorView_thenWalksHistory_thenClosesBody() async {
        let delegate = CloseRecorder()
        let (container, view) = make { $0.delegate = delegate }
        var closes = 0
        container.chrome.onClose = { closes += 1 }
        view.state.url = page
        view.report(.failed(URL(string: "https://shop.example/next")!, .cannotConnect(message: "refused")))
        await container.chrome.back()
        XCTAssertNil(container.chrome.failure, "Back first shows the page under the error")
        XCTAssertEqual(view.historyMoves, [])
        view.canGoBack = true
        let back = Task { await container.chrome.back() }
        while view.historyMoves.isEmpty { await Task.yield() }
        view.report(.started(page))
        view.report(.finished(page))
        await back.value
        XCTAssertEqual(view.historyMoves, [-1])
        view.canGoBack = false
        await container.chrome.back()
        XCTAssertEqual(closes, 1)
        XCTAssertEqual(delegate.closes, 1)
    }

    func test_backBehaviorClose_closesEvenWithHistory() async { await Self.test_backBehaviorClose_closesEvenWithHistoryBody() }

    @MainActor
    private static func test_backBehaviorClose_closesEvenWithHistoryBody() async {
        let (container, view) = make { $0.backBehavior = .close }
        var closes = 0
        container.chrome.onClose = { closes += 1 }
        view.canGoBack = true
        await container.chrome.back()
        XCTAssertEqual(closes, 1)
        XCTAssertEqual(view.historyMoves, [])
    }

    func test_retry_loadsTheFailedURL_withoutTrustingIt() async { await Self.test_retry_loadsTheFailedURL_withoutTrustingItBody() }

    @MainActor
    private static func test_retry_loadsTheFailedURL_withoutTrustingItBody() async {
        let (container, view) = make()
        let other = URL(string: "https://elsewhere.example/x")!
        view.report(.failed(other, .cannotConnect(message: "refused")))
        let retry = Task { await container.chrome.retry() }
        while view.loadedRequests.isEmpty { await Task.yield() }
        view.report(.failed(other, .cancelled))
        await retry.value
        XCTAssertEqual(view.loadedRequests.map(\.url), [other])
        XCTAssertEqual(container.trustedOrigins, [], "a retried link gains no trust")
    }

    func test_containerClose_tellsTheShellOnce() { MainActor.assumeIsolated { Self.test_containerClose_tellsTheShellOnceBody() } }

    @MainActor
    private static func test_containerClose_tellsTheShellOnceBody() {
        let (container, _) = make()
        var told = 0
        container.chrome.onContainerClose = { told += 1 }
        container.close()
        container.close()
        XCTAssertEqual(told, 1)
    }

    func test_buttons_areCheckedBeforeAnyIsShown() { MainActor.assumeIsolated { Self.test_buttons_areCheckedBeforeAnyIsShownBody() } }

    @MainActor
    private static func test_buttons_areCheckedBeforeAnyIsShownBody() {
        typealias Button = ContainerChrome.Button
        XCTAssertNoThrow(try ChromeModule.check([Button(id: "share", title: "Share"), Button(id: "help", title: "Help")]))
        let bad: [[Button]] = [
            [Button(id: "a", title: "A"), Button(id: "b", title: "B"), Button(id: "c", title: "C")],
            [Button(id: "a", title: "A"), Button(id: "a", title: "B")],
            [Button(id: "", title: "A")],
            [Button(id: "a", title: String(repeating: "x", count: 33))],
            [Button(id: String(repeating: "i", count: 65), title: "A")],
        ]
        for buttons in bad {
            XCTAssertThrowsError(try ChromeModule.check(buttons)) { XCTAssertEqual(($0 as? BridgeError)?.code, "invalid_params") }
        }
    }
}

@MainActor
private final class CloseRecorder: WebContainerDelegate {
    var closes = 0
    func containerDidRequestClose(_ container: WebContainer) { closes += 1 }
}
