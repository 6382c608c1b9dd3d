import CWebKitGTK
import Foundation
@testable import HybridCore
import HybridVocabulary
import HybridTestServer
import HybridTesting
@testable import HybridWebKitGTK
import XCTest

/// Red team: a tab's modal page is drawn in a window of its own over the tab window. Once another
/// tab is selected (by the bar, a rule, or the modal page's own `switchTab`), the tabs count that
/// modal page as hidden and the new tab's page as the one a person sees; the modal window must go
/// too, or the person keeps seeing (and typing into) a page every power counts as not shown, laid
/// over the tab that is asking for dialogs and sheets under it.
final class NavigatorTabsModalWindowTests: XCTestCase {
    @MainActor
    private static func isDrawn(_ screen: NavigatorScreen?) -> Bool {
        guard let screen else { return false }
        return gtk_widget_get_visible(screen.widgets.window) != 0
    }

    func test_aHiddenTabsModalWindow_isNotDrawnOverTheSelectedTab() throws {
        try EngineHarness.run { engine, server in
            for path in ["/tabsm/home", "/tabsm/orders/list", "/tabsm/home/sheet"] { await server.serve(html: "<title>\(path)</title>", at: path) }
            let tabs = try NavigatorTabs(pool: WebViewPool(engine: engine),
                                         paths: PathConfiguration(json: Data(#"{"rules": [{"patterns": ["/sheet$"], "properties": {"context": "modal"}}]}"#.utf8)),
                                         tabs: [("home", server.url("/tabsm/home")), ("orders", server.url("/tabsm/orders/list"))])
            let window = try HybridTabsWindow(tabs: tabs)
            defer { window.close() }
            window.show()
            let home = try await tabs.navigator("home")
            try await home.route(server.url("/tabsm/home/sheet"))
            let sheet = try await NavigatorHarness.top(home, is: "/tabsm/home/sheet")
            try await eventually("home's modal window is drawn") { Self.isDrawn(window.screen("home")?.modal) }

            try await tabs.select("orders")
            let orders = try await NavigatorHarness.top(try await tabs.navigator("orders"), is: "/tabsm/orders/list")
            XCTAssertTrue(orders.isVisible && !sheet.isVisible, "the tabs count orders' page as the one shown")
            XCTAssertFalse(Self.isDrawn(window.screen("home")?.modal), "home's modal window still stands over the orders tab")

            try await tabs.select("home")
            try await eventually("home's modal window is drawn again") { Self.isDrawn(window.screen("home")?.modal) && sheet.isVisible }
        }
    }
}
