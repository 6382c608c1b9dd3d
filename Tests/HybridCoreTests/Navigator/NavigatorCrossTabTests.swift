import Foundation
import Testing
@testable import HybridCore
import HybridVocabulary
import HybridTesting

/// Red team: a page of one tab whose push a rule moves into another tab (`"tab": "orders"`)
/// may add a page there, but never close, replace or reload that tab's pages, whatever
/// presentation it names or the routing would derive: those pages are another tab's work in progress.
@MainActor
struct NavigatorCrossTabTests {
    static func url(_ path: String) -> URL { TabsFixture.url(path) }

    let tabs: NavigatorTabs
    init() throws {
        tabs = try TabsFixture.tabs(rules: #"""
            [{"patterns": ["^/orders/"], "properties": {"tab": "orders"}},
                       {"patterns": ["^/orders/sheet$"], "properties": {"tab": "orders", "context": "modal"}}]
            """#)
    }

    func paths(_ name: String) -> [String] { TabsFixture.paths(tabs, name) }

    /// Orders holds `/orders/list`, `/orders/7` and a modal `/orders/sheet`; home is selected, its root on top.
    func ordersInProgress() async throws -> (home: Navigator, orders: Navigator) {
        let home = try await tabs.selectedNavigator
        try await tabs.select("orders")
        let orders = try #require(tabs.madeNavigator("orders"))
        try await orders.route(Self.url("/orders/7"))
        try await orders.route(Self.url("/orders/sheet"))
        try await tabs.select("home")
        return (home, orders)
    }

    @Test(arguments: [
        ("/orders/9", "replace_root"), ("/orders/9", "replace"), ("/orders/9", "pop"), ("/orders/9", "clear_all"),
        ("/orders/9", "refresh"), ("/orders/7", "default"), ("/orders/9", "default"),
    ])
    func aPageOfOneTab_cannotCloseOrReplaceAnotherTabsPages(path: String, presentation: String) async throws {
        let (home, orders) = try await ordersInProgress()
        let page = try #require(home.main.last)
        let before = (orders.main + orders.modal).compactMap(\.container)
        do {
            try await home.pagePush(path, overrides: ["presentation": .string(presentation)], passData: .null, from: page)
        } catch let refusal as NavigatorRefusal {
            #expect(refusal.code == "navigator_other_tab", "\(refusal.code)")
        }
        #expect(Array(paths("orders").prefix(2)) == ["/orders/list", "/orders/7"], "home's page closed orders' pages with \(presentation)")
        #expect(orders.modal.map(\.currentURL.path) == ["/orders/sheet"], "home's page dismissed orders' modal with \(presentation)")
        #expect(before.allSatisfy { !$0.isClosed })
    }

    @Test func aPageOfOneTab_mayStillAddAPageToAnother_asAModal() async throws {
        let home = try await tabs.selectedNavigator
        try await home.pagePush("/orders/sheet", overrides: [:], passData: .null, from: try #require(home.main.last))
        #expect(tabs.selected == "orders")
        #expect(tabs.madeNavigator("orders")?.modal.map(\.currentURL.path) == ["/orders/sheet"])
        #expect(paths("orders") == ["/orders/list"])
    }
}
