import Foundation
import Testing
@testable import HybridCore
import HybridVocabulary
import HybridTesting

/// Tabs of navigators on the fake engine: made on first selection, only the selected
/// tab's top shown, rules routing into a tab, and the budget of live pages across tabs.
@MainActor
struct NavigatorTabsRoutingTests {
    static func url(_ path: String) -> URL { TabsFixture.url(path) }

    let tabs: NavigatorTabs
    init() throws {
        tabs = try TabsFixture.tabs(rules: #"""
            [{"patterns": ["^/orders/"], "properties": {"tab": "orders"}},
                       {"patterns": ["^/loop$"], "properties": {"tab": "home"}}]
            """#, home: "/loop")
    }

    func paths(_ name: String) -> [String] { TabsFixture.paths(tabs, name) }

    @Test func aTabIsMadeOnFirstSelection_andOnlyTheSelectedTopIsShown() async throws {
        let home = try await tabs.selectedNavigator
        #expect(tabs.madeNavigator("orders") == nil)
        try await home.route(Self.url("/a"))
        try await tabs.select("orders")
        #expect(paths("home") == ["/loop", "/a"] && paths("orders") == ["/orders/list"])
        let orders = try #require(tabs.madeNavigator("orders"))
        #expect((home.stack + orders.stack).map(\.isVisible) == [false, false, true])
        tabs.isShown = false
        #expect(orders.stack.map(\.isVisible) == [false], "tabs not shown show no page")
        tabs.isShown = true
        try await tabs.select("home")
        #expect((home.stack + orders.stack).map(\.isVisible) == [false, true, false])
        await #expect(throws: NavigatorRefusal.self) { try await tabs.select("nope") }
    }

    @Test func aRuleRoutesIntoItsTab_andARootIsNeverRoutedAway() async throws {
        try await tabs.route(Self.url("/orders/7"))
        #expect(tabs.selected == "orders")
        #expect(paths("orders") == ["/orders/list", "/orders/7"])
        #expect(tabs.madeNavigator("home") == nil, "routing into a tab makes only that tab")
        try await tabs.select("home")
        #expect(paths("home") == ["/loop"], "the root opens in its own tab")
    }

    @Test func theBudgetDiscardsDeepestFirstAcrossTabs_andAPageComesBackWhenShown() async throws {
        let home = try await tabs.selectedNavigator
        try await home.route(Self.url("/a"))
        try await tabs.select("orders")
        let orders = try #require(tabs.madeNavigator("orders"))
        try await orders.route(Self.url("/orders/1"))
        tabs.maximumLivePages = 2
        #expect(home.main.filter { $0.container != nil }.map(\.url.path) == ["/a"], "one deep went first, the hidden tab's before the selected one's")
        #expect(orders.main.filter { $0.container != nil }.map(\.url.path) == ["/orders/1"], "never the page shown")
        #expect(home.depthOnTop == 2 && orders.depthOnTop == 2, "discarded pages stay on their stacks")
        try await tabs.select("home")
        try await home.pop()
        #expect(home.main.filter { $0.container != nil }.map(\.url.path) == ["/loop"], "the root comes back when shown")
        #expect(home.topContainer?.isVisible == true)
        #expect((home.stack + orders.stack).count == 2, "the budget holds as a page comes back")
    }
}
