import Foundation
import Testing
@testable import HybridCore
import HybridTesting
import HybridVocabulary

/// A proposal is decided before anything changes: a push another tab's navigator refuses leaves
/// the selected tab, every stack and the shell as they were, and page-triggered prerenders come only
/// from the trusted page a person sees.
@MainActor
struct NavigatorDecidesFirstTests {
    static func url(_ path: String) -> URL { TabsFixture.url(path) }

    @Test(arguments: ["replace_root", "clear_all", "refresh", "pop"])
    func aCrossTabPushRefused_leavesTheSelectedTabAndTheShellAsTheyWere(_ presentation: String) async throws {
        let tabs = try TabsFixture.tabs(rules: #"[{"patterns": ["^/orders/"], "properties": {"tab": "orders"}}]"#)
        let home = try await tabs.selectedNavigator
        try await tabs.select("orders")
        try await tabs.madeNavigator("orders")?.route(Self.url("/orders/7"))
        try await tabs.select("home")
        var heard = 0
        let token = tabs.observe { heard += 1 }
        defer { _ = token }
        let code = await NavigatorDoorsFixture.refusal {
            try await home.pagePush("/orders/9", overrides: ["presentation": .string(presentation)], passData: .null,
                                    from: try #require(home.main.last))
        }
        #expect(code == "navigator_other_tab")
        #expect(tabs.selected == "home", "a refused proposal switched the tab")
        #expect(home.isShown && tabs.madeNavigator("orders")?.isShown == false)
        #expect(TabsFixture.paths(tabs, "orders") == ["/orders/list", "/orders/7"])
        #expect(heard == 0, "the shell heard of a proposal that changed nothing")
    }

    @Test func aPagesPrefetch_isRefusedUnlessItIsTheTrustedPageAPersonSees() async throws {
        let f = try NavigatorDoorsFixture(grants: [:], rules: "[]")
        try await f.navigator.route(NavigatorDoorsFixture.url("/home"))
        let host = try await f.commitTop()
        f.navigator.isShown = false
        #expect(await NavigatorDoorsFixture.refusal { try await f.navigator.pagePrefetch("/a", from: host) } == "navigator_not_on_top")
        f.navigator.isShown = true
        try await f.topNavigatesItself(to: "/forum")
        #expect(await NavigatorDoorsFixture.refusal { try await f.navigator.pagePrefetch("/b", from: host) } == "navigator_asker_not_trusted")
        #expect(f.navigator.pool.prerenderedURLs.isEmpty)
        #expect(!f.apps.engine.views.contains { $0.loadedRequests.contains { $0.url?.path == "/a" || $0.url?.path == "/b" } },
                "an untrusted or hidden page made the pool load a URL")
    }

    @Test func aTrustedShownPagesPrefetch_rendersAhead() async throws {
        let f = try NavigatorDoorsFixture(grants: [:], rules: "[]")
        try await f.navigator.route(NavigatorDoorsFixture.url("/home"))
        let host = try await f.commitTop()
        let prefetch = Task { try await f.navigator.pagePrefetch("/next", from: host) }
        try await eventually("the pool loads /next") {
            f.apps.engine.views.contains { $0.loadedRequests.contains { $0.url?.path == "/next" } }
        }
        let view = try #require(f.apps.engine.views.first { $0.loadedRequests.contains { $0.url?.path == "/next" } })
        try await view.finishNavigation()
        try await prefetch.value
        #expect(f.navigator.pool.prerenderedURLs.map(\.path) == ["/next"])
    }

    @Test func linksARuleMarksPrerender_areRenderedAheadOnlyForTheTrustedPage() async throws {
        let f = try NavigatorDoorsFixture(grants: [:], rules: #"[{"patterns": ["^/b$"], "properties": {"prerender": true}}]"#)
        func loaded(_ query: String) -> Bool {
            f.apps.engine.views.contains { $0.loadedRequests.contains { $0.url?.path == "/b" && $0.url?.query == query } }
        }
        try await f.navigator.route(NavigatorDoorsFixture.url("/home"))
        let forum = try await f.commitTop()
        try await f.topNavigatesItself(to: "/forum")
        f.navigator.prerenderMarkedLinks([NavigatorDoorsFixture.url("/b?from=forum")], from: forum)
        // A trusted page's marked link, asked after: once it loads, the forum's would have too.
        try await f.navigator.route(NavigatorDoorsFixture.url("/shop"))
        let shop = try await f.commitTop()
        f.navigator.prerenderMarkedLinks([NavigatorDoorsFixture.url("/b?from=shop")], from: shop)
        try await eventually("the trusted page's link is rendered ahead") { loaded("from=shop") }
        #expect(!loaded("from=forum"), "a page the person navigated to had a rule-marked link rendered ahead with their cookies")
    }
}
