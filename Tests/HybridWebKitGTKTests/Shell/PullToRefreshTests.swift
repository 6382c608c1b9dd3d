import CWebKitGTK
import Foundation
@testable import HybridCore
import HybridVocabulary
import HybridTestServer
import HybridTesting
@testable import HybridWebKitGTK
import XCTest

/// Pull to refresh in a real `HybridWindow`: a pull synthesized as a touchpad's
/// scroll up past the page's top, and the header bar's Refresh button.
final class PullToRefreshTests: XCTestCase {
    /// Counts its loads in `sessionStorage`, which a reload keeps; listens to `chrome.refresh` when asked to.
    static func page(listens: Bool, tall: Bool = false) -> String {
        """
        <title>feed</title><body style="margin:0;height:\(tall ? 4000 : 10)px">
        <script>
        sessionStorage.loads = String(Number(sessionStorage.loads || 0) + 1);
        window.heard = 0;
        \(listens ? "hybrid.on('chrome.refresh', () => { heard++; setTimeout(() => hybrid.chrome.endRefreshing(), 300); });" : "")
        </script></body>
        """
    }

    @MainActor
    static func window(_ engine: GTKEngine, pull: Bool = true) throws -> HybridWindow {
        var configuration = ContainerConfiguration()
        configuration.viewSettings.pullToRefresh = pull
        return try ShellHarness.window(engine, configuration: configuration)
    }

    /// A person's pull: three quick scrolls up, 240 px in all, at the page's middle.
    @MainActor
    static func pull(_ window: HybridWindow) throws {
        let view = try XCTUnwrap(window.container.engineView as? GTKWebView)
        for _ in 0..<3 { try view.simulateScroll(x: 200, y: 200, pixels: -80) }
    }

    @MainActor
    static func loads(_ container: WebContainer) async throws -> JSONValue {
        try await container.evaluateJavaScript("Number(sessionStorage.loads)")
    }

    func test_aPull_reloadsAPageThatDoesNotListen_withTheSpinnerUntilItIsBack() throws {
        try EngineHarness.run { engine, server in
            let window = try Self.window(engine)
            defer { window.close() }
            try await ShellHarness.open(window, server, html: Self.page(listens: false), path: "/pull/plain")
            var spun = false
            let token = window.container.chrome.observe { if window.container.chrome.isRefreshing { spun = true } }
            defer { token.cancel() }
            XCTAssertTrue(window.isRefreshButtonShown)
            try Self.pull(window)
            try await eventually("the page reloaded") { try await Self.loads(window.container) == 2 }
            try await eventually("the spinner stopped") { !window.container.chrome.isRefreshing && !window.isSpinnerShown }
            XCTAssertTrue(spun, "the spinner showed while the page reloaded")
            XCTAssertEqual(window.container.chrome.refreshing.lastOutcome, .reloaded)
        }
    }

    func test_aPull_firesChromeRefresh_forAPageThatListens_whichEndsTheSpinner_withoutAReload() throws {
        try EngineHarness.run { engine, server in
            let window = try Self.window(engine)
            defer { window.close() }
            try await ShellHarness.open(window, server, html: Self.page(listens: true), path: "/pull/listens")
            try Self.pull(window)
            try await eventually("the page heard chrome.refresh") { try await window.container.evaluateJavaScript("heard") == 1 }
            XCTAssertTrue(window.container.chrome.isRefreshing)
            try await eventually("the spinner shown") { window.isSpinnerShown }
            try await eventually("the page ended it") { !window.container.chrome.isRefreshing && !window.isSpinnerShown }
            XCTAssertEqual(window.container.chrome.refreshing.lastOutcome, .pageRefreshed)
            let loads = try await Self.loads(window.container)
            XCTAssertEqual(loads, 1, "a page that refreshes itself is not reloaded")
        }
    }

    /// Scrolling up from further down the page, or any pull with the setting off, is
    /// scrolling, not a refresh; the same pull from the top then refreshes once.
    func test_aScrollUpFromBelowTheTop_orWithPullToRefreshOff_refreshesNothing() throws {
        try EngineHarness.run { engine, server in
            let window = try Self.window(engine, pull: false)
            defer { window.close() }
            try await ShellHarness.open(window, server, html: Self.page(listens: true, tall: true), path: "/pull/off")
            XCTAssertFalse(window.isRefreshButtonShown)
            try Self.pull(window)
            try await Task.sleep(for: .milliseconds(350))  // the page takes the pull; a pause ends a gesture (300 ms)
            window.container.configuration.viewSettings.pullToRefresh = true
            _ = try await window.container.evaluateJavaScript("scrollTo(0, 1000), scrollY")
            try await eventually("scrolled down") { try await window.container.evaluateJavaScript("scrollY") == 1000 }
            try Self.pull(window)
            try await eventually("the scroll up moved the page") { try await window.container.evaluateJavaScript("scrollY") != 1000 }
            _ = try await window.container.evaluateJavaScript("scrollTo(0, 0), scrollY")
            try await Task.sleep(for: .milliseconds(350))
            try Self.pull(window)
            try await eventually("the pull from the top") { try await window.container.evaluateJavaScript("heard") == 1 }
            try await Task.sleep(for: .milliseconds(100))
            let heard = try await window.container.evaluateJavaScript("heard")
            XCTAssertEqual(heard, 1, "neither the pull with the setting off nor the scroll from below refreshed")
        }
    }

    func test_theHeaderBarsRefreshButton_refreshesAsAPullDoes() throws {
        try EngineHarness.run { engine, server in
            let window = try Self.window(engine)
            defer { window.close() }
            try await ShellHarness.open(window, server, html: Self.page(listens: false), path: "/pull/button")
            gtk_button_clicked(hk_button(window.widgets.refresh))
            try await eventually("the page reloaded") { try await Self.loads(window.container) == 2 }
        }
    }
}

extension HybridWindow {
    var isRefreshButtonShown: Bool { gtk_widget_get_visible(widgets.refresh) != 0 }
    var isSpinnerShown: Bool { gtk_widget_get_visible(widgets.spinner) != 0 }
}
