import Foundation
@testable import HybridCore
import HybridVocabulary
import HybridModules
import HybridTestServer
import HybridTesting
@testable import HybridWebKitGTK
import XCTest

/// Tabs of navigators on WebKitGTK (issue 49): each tab its own stack, only the
/// selected tab's top page shown, switching free of requests, rules routing into
/// tabs, and a budget of live pages that discards and restores with recorded trust.
final class NavigatorTabsTests: XCTestCase {
    @MainActor
    static func tabs(_ engine: GTKEngine, _ server: TestServer, _ prefix: String, rules: String = #"{"rules": []}"#) throws -> NavigatorTabs {
        try NavigatorTabs(pool: WebViewPool(engine: engine), paths: PathConfiguration(json: Data(rules.utf8)),
                          tabs: [("home", server.url("/\(prefix)/home")), ("orders", server.url("/\(prefix)/orders/list"))])
    }

    @MainActor
    static func scroll(_ container: WebContainer, to y: Int) async throws {
        _ = try await NavigatorHarness.run(container, "scrollTo(0, \(y)); await new Promise(r => requestAnimationFrame(() => setTimeout(r, 50))); return 0")
        try await eventually("scrolled to \(y)") { (try? await NavigatorHarness.run(container, "return scrollY"))?.numberValue == Double(y) }
    }

    func test_twoTabs_keepTheirOwnStacks_andSwitchingKeepsScrollAndMakesNoRequest() throws {
        try EngineHarness.run { engine, server in
            let paths = ["/tabs1/home", "/tabs1/home/detail", "/tabs1/orders/list", "/tabs1/orders/7"]
            for path in paths { await server.serve(html: NavigatorHarness.listPage(linkingTo: "#"), at: path) }
            let tabs = try Self.tabs(engine, server, "tabs1")
            let home = try await tabs.selectedNavigator
            XCTAssertNil(tabs.madeNavigator("orders"), "a tab is made when first selected")
            try await NavigatorHarness.top(home, is: "/tabs1/home")
            try await home.route(server.url("/tabs1/home/detail"))
            let homeDetail = try await NavigatorHarness.top(home, is: "/tabs1/home/detail")
            try await Self.scroll(homeDetail, to: 500)

            try await tabs.select("orders")
            let orders = try tabs.madeNavigator("orders").unwrapped("the orders tab")
            try await NavigatorHarness.top(orders, is: "/tabs1/orders/list")
            try await orders.route(server.url("/tabs1/orders/7"))
            let order = try await NavigatorHarness.top(orders, is: "/tabs1/orders/7")
            try await Self.scroll(order, to: 800)
            XCTAssertEqual(home.stack.compactMap { $0.url?.path }, ["/tabs1/home", "/tabs1/home/detail"])
            XCTAssertEqual(orders.stack.compactMap { $0.url?.path }, ["/tabs1/orders/list", "/tabs1/orders/7"])
            XCTAssertEqual((home.stack + orders.stack).map(\.isVisible), [false, false, false, true], "only the selected tab's top is shown")

            var before: [Int] = []
            for path in paths { before.append(await server.requests(to: path).count) }
            try await tabs.select("home")
            XCTAssertEqual((home.stack + orders.stack).map(\.isVisible), [false, true, false, false])
            let homeScroll = try await NavigatorHarness.run(homeDetail, "return scrollY").numberValue
            XCTAssertEqual(homeScroll, 500)
            try await tabs.select("orders")
            let orderScroll = try await NavigatorHarness.run(order, "return scrollY").numberValue
            XCTAssertEqual(orderScroll, 800)
            try await eventually("the home page to hear it was hidden again") {
                try await NavigatorHarness.run(homeDetail, "return heard.join('|')").stringValue == "hidden|visible|hidden"
            }
            var after: [Int] = []
            for path in paths { after.append(await server.requests(to: path).count) }
            XCTAssertEqual(after, before, "switching tabs made no request")
            XCTAssertEqual(home.stack.count + orders.stack.count, 4, "both stacks as they were")
        }
    }

    func test_aHiddenTabsPage_isRefusedTheActionSheetAndSwitchTab_whileTheShownPageSwitches() throws {
        try EngineHarness.run { engine, server in
            for path in ["/tabs2/home", "/tabs2/orders/list"] { await server.serve(html: "<title>\(path)</title>", at: path) }
            let tabs = try Self.tabs(engine, server, "tabs2")
            let presenter = RecordingPresenter()
            try await tabs.makeEveryTab()
            let home = try await NavigatorHarness.top(try tabs.navigator("home"), is: "/tabs2/home")
            let orders = try await NavigatorHarness.top(try tabs.navigator("orders"), is: "/tabs2/orders/list")
            for page in [home, orders] { try FirstPartyModules(container: page, presenter: presenter, network: nil).install() }
            XCTAssertTrue(home.isVisible && !orders.isVisible, "made eagerly, the other tab's page is hidden")

            let refused = try await NavigatorHarness.run(orders, """
                return await Promise.all([
                  hybrid.call('ui.actionSheet', { title: 'Pay with', options: ['Attacker Pay'] }).then(() => 'ok', e => e.code),
                  hybrid.navigator.switchTab('orders').then(() => 'ok', e => e.code)]);
                """).arrayValue?.compactMap(\.stringValue)
            XCTAssertEqual(refused, ["page_not_visible", "page_not_visible"])
            XCTAssertEqual(presenter.seen, [], "nothing the hidden tab asked for reached the screen")
            XCTAssertEqual(tabs.selected, "home")

            let unknown = try await NavigatorHarness.run(home, "return await hybrid.navigator.switchTab('nope').then(() => 'ok', e => e.code)")
            XCTAssertEqual(unknown, "navigator_no_tab")
            _ = try await NavigatorHarness.run(home, "await hybrid.navigator.switchTab('orders'); return 0")
            XCTAssertEqual(tabs.selected, "orders")
            XCTAssertTrue(orders.isVisible && !home.isVisible)
            let served = try await NavigatorHarness.run(orders, "return await hybrid.call('ui.toast', { text: 'hi' }).then(() => 'ok', e => e.code)")
            XCTAssertEqual(served, "ok")
            XCTAssertEqual(presenter.seen, ["toast hi"])
        }
    }

    func test_aRuleRoutesAURLIntoItsTab_fromTheAppAndFromAPage() throws {
        try EngineHarness.run { engine, server in
            for path in ["/tabs3/home", "/tabs3/orders/list", "/tabs3/orders/7", "/tabs3/orders/8"] {
                await server.serve(html: "<title>\(path)</title>", at: path)
            }
            let tabs = try Self.tabs(engine, server, "tabs3", rules: #"{"rules": [{"patterns": ["^/tabs3/orders/"], "properties": {"tab": "orders"}}]}"#)
            let home = try await tabs.selectedNavigator
            let root = try await NavigatorHarness.top(home, is: "/tabs3/home")
            try await tabs.route(server.url("/tabs3/orders/7"))
            XCTAssertEqual(tabs.selected, "orders")
            let orders = try tabs.madeNavigator("orders").unwrapped("the orders tab")
            try await NavigatorHarness.top(orders, is: "/tabs3/orders/7")
            XCTAssertEqual(orders.stack.compactMap { $0.url?.path }, ["/tabs3/orders/list", "/tabs3/orders/7"])

            try await tabs.select("home")
            _ = try await NavigatorHarness.run(root, "await hybrid.navigator.push('/tabs3/orders/8'); return 0")
            XCTAssertEqual(tabs.selected, "orders", "a page's push the rules send to a tab selects it")
            try await NavigatorHarness.top(orders, is: "/tabs3/orders/8")
            XCTAssertEqual(home.stack.compactMap { $0.url?.path }, ["/tabs3/home"], "the home stack is as it was")
            XCTAssertFalse(root.isVisible)
        }
    }

    func test_maximumLivePages_discardsTheDeepestHiddenPagesAcrossTabs_andADiscardedPageComesBackWithItsRecordedTrust() throws {
        try EngineHarness.run { engine, server in
            for path in ["/tabs4/home", "/tabs4/orders/list", "/tabs4/orders/1", "/tabs4/orders/2"] {
                await server.serve(html: "<title>\(path)</title><body style='height:5000px'>", at: path)
            }
            await server.serve(html: "<title>linked</title><body style='height:5000px'>", at: "/tabs4/linked")
            let tabs = try Self.tabs(engine, server, "tabs4")
            let home = try await tabs.selectedNavigator
            let root = try await NavigatorHarness.top(home, is: "/tabs4/home")
            try await Self.scroll(root, to: 700)
            // A page another origin's link reached: it trusts only what the page that linked trusts.
            _ = try await NavigatorHarness.run(root, "await hybrid.navigator.push(\(JSONValue.string(server.secondURL("/tabs4/linked").absoluteString).jsonText)); return 0")
            let linked = try await NavigatorHarness.top(home, is: "/tabs4/linked")
            let linkedOrigin = try BridgeOrigin(url: linked.url.unwrapped()).unwrapped()
            let rootOrigin = try BridgeOrigin(url: root.url.unwrapped()).unwrapped()
            XCTAssertFalse(linked.trustedOrigins.contains(linkedOrigin))
            XCTAssertTrue(root.trustedOrigins.contains(rootOrigin))
            let linkedTrust = linked.documentTrust.current
            try await Self.scroll(linked, to: 300)

            try await tabs.select("orders")
            let orders = try tabs.madeNavigator("orders").unwrapped("the orders tab")
            for path in ["/tabs4/orders/1", "/tabs4/orders/2"] {
                try await orders.route(server.url(path))
                try await NavigatorHarness.top(orders, is: path)
            }
            let ordersRoot = try orders.stack.first.unwrapped()
            let firstOrder = try orders.stack.dropFirst().first.unwrapped()
            tabs.maximumLivePages = 3
            XCTAssertTrue(ordersRoot.isClosed && root.isClosed, "two deep first, then one deep in the hidden tab")
            XCTAssertFalse(firstOrder.isClosed || linked.isClosed, "the page under the shown one goes last")
            tabs.maximumLivePages = 1
            XCTAssertTrue(firstOrder.isClosed && linked.isClosed)
            XCTAssertEqual(orders.stack.compactMap { $0.url?.path }, ["/tabs4/orders/2"], "the shown page stays")
            XCTAssertEqual(home.depthOnTop, 2, "discarded pages stay on their stack")

            try await tabs.select("home")
            let back = try await NavigatorHarness.top(home, is: "/tabs4/linked")
            XCTAssertNotIdentical(back, linked)
            XCTAssertEqual(back.documentTrust.current, linkedTrust, "brought back with the trust it had")
            XCTAssertFalse(back.trustedOrigins.contains(linkedOrigin), "a page a link reached does not come back trusted")
            try await eventually("its scroll put back") { (try? await NavigatorHarness.run(back, "return scrollY"))?.numberValue == 300 }
            XCTAssertEqual((home.stack + orders.stack).count, 1, "the budget holds as pages come back: the hidden tab's page went")

            try await home.pop()
            let rootBack = try await NavigatorHarness.top(home, is: "/tabs4/home")
            XCTAssertTrue(rootBack.trustedOrigins.contains(rootOrigin), "the app's page comes back trusted, as recorded")
            try await eventually("the root's scroll put back") { (try? await NavigatorHarness.run(rootBack, "return scrollY"))?.numberValue == 700 }
            let settings = try await NavigatorHarness.run(rootBack, "return await hybrid.navigator.settings().then(() => 'ok', e => e.code)")
            XCTAssertEqual(settings, "ok", "its bridge answers, as a trusted page's")
        }
    }

    func test_aTabWindow_offersEveryTabFromTheStart_followsTheTabs_andItsBarSelects() throws {
        try EngineHarness.run { engine, server in
            for path in ["/tabs5/home", "/tabs5/orders/list"] { await server.serve(html: "<title>\(path)</title>", at: path) }
            let tabs = try Self.tabs(engine, server, "tabs5")
            let window = try HybridTabsWindow(tabs: tabs)
            defer { window.close() }
            window.show()
            let home = try await NavigatorHarness.top(try await tabs.navigator("home"), is: "/tabs5/home")
            XCTAssertNotNil(window.screen("home"))
            XCTAssertNil(window.screen("orders"), "a tab not yet made has no screen")
            XCTAssertTrue(window.offersTab("home") && window.offersTab("orders"), "every tab is on the bar from the start")
            window.choose("orders")  // a person chooses the tab nobody made yet: choosing it makes it
            try await eventually("the bar's choice of a tab not made yet selects it") { tabs.selected == "orders" }
            let orders = try await NavigatorHarness.top(try await tabs.navigator("orders"), is: "/tabs5/orders/list")
            XCTAssertEqual(window.visibleTab, "orders")
            XCTAssertTrue(orders.isVisible && !home.isVisible)
            XCTAssertGreaterThan(try window.screenshotPNG().count, 1_000)
            window.choose("home")
            try await eventually("the bar's choice to select home") { tabs.selected == "home" && home.isVisible }
            XCTAssertFalse(orders.isVisible)
            window.close()
            XCTAssertFalse(home.isVisible || orders.isVisible, "a closed window shows no page")
        }
    }
}
