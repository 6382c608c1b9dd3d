import Foundation
import HybridCore
import HybridVocabulary
import HybridTestServer
import HybridTesting
import HybridWebKitGTK
import XCTest

/// The navigator on WebKitGTK: links push, pages below keep running, results come back once.
final class NavigatorStackTests: XCTestCase {
    func test_aMainFrameLink_pushes_thePageBelowKeepsRunning_andHearsTheResultOnce() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: NavigatorHarness.listPage(linkingTo: "/nav1/detail?id=7"), at: "/nav1/list")
            await server.serve(html: "<title>detail</title><script>window.params = null</script>", at: "/nav1/detail")
            let navigator = try NavigatorHarness.navigator(engine)
            try await navigator.route(server.url("/nav1/list"))
            let list = try await NavigatorHarness.top(navigator, is: "/nav1/list")
            _ = try await NavigatorHarness.run(list, "scrollTo(0, 600); history.pushState({}, '', '/nav1/list?tab=2'); location.hash = '#a'; return 0")
            XCTAssertEqual(navigator.stack.count, 1, "pushState and a fragment stay in the page")
            try await NavigatorHarness.click(list, "#next")
            let detail = try await NavigatorHarness.top(navigator, is: "/nav1/detail")
            XCTAssertEqual(navigator.stack.count, 2)
            XCTAssertFalse(list.isVisible)
            let before = try await NavigatorHarness.run(list, "return count").numberValue ?? 0
            try await eventually("the page below to keep counting") {
                (try await NavigatorHarness.run(list, "return count").numberValue ?? 0) > before + 5
            }
            let params = try await NavigatorHarness.run(detail, "return await hybrid.navigator.startupParams()")
            XCTAssertEqual(params["url"]?.stringValue, server.url("/nav1/detail?id=7").absoluteString)
            // Not awaited: the pop closes this very page.
            _ = try await NavigatorHarness.run(detail, "hybrid.navigator.pop({ result: { picked: 7 } }); return 0")
            try await eventually("the list on top again") { navigator.topContainer === list }
            try await eventually("the popped page closed") { detail.isClosed }
            try await eventually("the list to hear the result") {
                try await NavigatorHarness.run(list, "return heard.join('|')").stringValue?.hasSuffix("}") == true
            }
            let heard = try await NavigatorHarness.run(list, "return heard.join('|')").stringValue
            XCTAssertEqual(heard, #"hidden|visible|{"picked":7}"#, "visible, then resume heard once with the result")
            let scrollY = try await NavigatorHarness.run(list, "return scrollY").numberValue
            XCTAssertEqual(scrollY, 600, "scroll kept")
            let requests = await server.requests(to: "/nav1/list")
            XCTAssertEqual(requests.count, 1, "back reloaded nothing")
        }
    }

    func test_rules_modal_replaceOnTheCurrentURL_popOnThePrevious_popToAPattern_andANativeScreen() throws {
        try EngineHarness.run { engine, server in
            for path in ["/nav2/a", "/nav2/b", "/nav2/c", "/nav2/new"] { await server.serve(html: "<title>\(path)</title>", at: path) }
            let navigator = try NavigatorHarness.navigator(engine, rules: #"""
                {"settings": {"theme": "dark"}, "rules": [
                  {"patterns": ["/new$"], "properties": {"context": "modal"}},
                  {"patterns": ["/scan$"], "properties": {"uri": "scan"}}]}
                """#)
            var scanned: [String] = []
            navigator.registerNativeScreen("scan") { url, _ in scanned.append(url.path) }
            try await navigator.route(server.url("/nav2/a"))
            try await NavigatorHarness.top(navigator, is: "/nav2/a")
            try await navigator.route(server.url("/nav2/b"))
            let b = try await NavigatorHarness.top(navigator, is: "/nav2/b")
            try await navigator.route(server.url("/nav2/b"))
            let replaced = try await NavigatorHarness.top(navigator, is: "/nav2/b")
            XCTAssertTrue(b.isClosed && navigator.stack.count == 2, "the current URL replaces")
            let settings = try await NavigatorHarness.run(replaced, "return await hybrid.navigator.settings()")
            XCTAssertEqual(settings["theme"], "dark")
            _ = try await NavigatorHarness.run(replaced, "await hybrid.navigator.push('/nav2/scan'); return 0")
            XCTAssertEqual(scanned, ["/nav2/scan"])
            _ = try await NavigatorHarness.run(replaced, "await hybrid.navigator.push('/nav2/new', { passData: { n: 1 } }); return 0")
            let modal = try await NavigatorHarness.top(navigator, is: "/nav2/new")
            XCTAssertTrue(navigator.modalStack.count == 1 && navigator.modalStack[0] === modal)
            let passData = try await NavigatorHarness.run(modal, "return (await hybrid.navigator.startupParams()).passData")
            XCTAssertEqual(passData["n"], 1)
            try await navigator.dismissModal()
            try await navigator.route(server.url("/nav2/c"))
            let c = try await NavigatorHarness.top(navigator, is: "/nav2/c")
            try await navigator.route(server.url("/nav2/b"))
            XCTAssertEqual(navigator.stack.count, 2, "the previous URL pops")
            try await eventually("the popped page closed") { c.isClosed }
            try await navigator.route(server.url("/nav2/c"))
            let again = try await NavigatorHarness.top(navigator, is: "/nav2/c")
            _ = try await NavigatorHarness.run(again, "hybrid.navigator.popTo('/nav2/a'); return 0")
            try await eventually("back at the root") { navigator.stack.map { $0.url?.path } == ["/nav2/a"] }
        }
    }

    func test_aPrerenderedPush_makesNoRequest() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>a</title>", at: "/nav3/a")
            await server.serve(html: "<title>next</title>", at: "/nav3/next")
            let navigator = try NavigatorHarness.navigator(engine)
            try await navigator.route(server.url("/nav3/a"))
            let a = try await NavigatorHarness.top(navigator, is: "/nav3/a")
            _ = try await NavigatorHarness.run(a, "await hybrid.navigator.prefetch('/nav3/next'); return 0")
            let prefetched = await server.requests(to: "/nav3/next")
            XCTAssertEqual(prefetched.count, 1)
            _ = try await NavigatorHarness.run(a, "await hybrid.navigator.push('/nav3/next'); return 0")
            let next = try await NavigatorHarness.top(navigator, is: "/nav3/next")
            XCTAssertEqual(navigator.pool.statistics.prerenderedLeases, 1)
            let requests = await server.requests(to: "/nav3/next")
            XCTAssertEqual(requests.count, 1, "the push showed the prerendered page")
            XCTAssertTrue(next.isVisible)
            try await eventually("hybrid.navigator in the prerendered page") {
                try await NavigatorHarness.run(next, "return typeof hybrid.navigator") == "object"
            }
            let params = try await NavigatorHarness.run(next, "return (await hybrid.navigator.startupParams()).url")
            XCTAssertEqual(params.stringValue, server.url("/nav3/next").absoluteString)
        }
    }

    func test_aLinkARuleMarksPrerender_isRenderedAhead_andItsTapMakesNoRequest() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>a</title><a id=b href='/nav10/b'>b</a><a href='/nav10/c'>c</a>", at: "/nav10/a")
            for path in ["/nav10/b", "/nav10/c"] { await server.serve(html: "<title>\(path)</title>", at: path) }
            let navigator = try NavigatorHarness.navigator(engine, rules: #"{"rules": [{"patterns": ["/b$"], "properties": {"prerender": true}}]}"#)
            try await navigator.route(server.url("/nav10/a"))
            let a = try await NavigatorHarness.top(navigator, is: "/nav10/a")
            try await eventually("b rendered ahead") { navigator.pool.prerenderedURLs.map(\.path) == ["/nav10/b"] }
            let unmarked = await server.requests(to: "/nav10/c")
            XCTAssertEqual(unmarked.count, 0, "a link no rule marks is not rendered ahead")
            try await NavigatorHarness.click(a, "#b")
            try await NavigatorHarness.top(navigator, is: "/nav10/b")
            let requests = await server.requests(to: "/nav10/b")
            XCTAssertEqual(requests.count, 1, "the tap showed the page rendered ahead")
            XCTAssertEqual(navigator.pool.statistics.prerenderedLeases, 1)
        }
    }

    func test_memoryPressure_discardsTheDeepestHiddenPages_andShowingOneBringsBackItsURLAndScroll() throws {
        try EngineHarness.run { engine, server in
            for index in 0..<4 { await server.serve(html: "<title>\(index)</title><body style='height:5000px'>", at: "/nav11/p\(index)") }
            let navigator = try NavigatorHarness.navigator(engine)
            try await navigator.route(server.url("/nav11/p0?tab=2"))
            let root = try await NavigatorHarness.top(navigator, is: "/nav11/p0")
            _ = try await NavigatorHarness.run(root, "scrollTo(0, 700); await new Promise(r => setTimeout(r, 300)); return 0")
            for index in 1..<4 {
                try await navigator.route(server.url("/nav11/p\(index)"))
                try await NavigatorHarness.top(navigator, is: "/nav11/p\(index)")
            }
            navigator.handleMemoryPressure()
            XCTAssertTrue(root.isClosed)
            XCTAssertEqual(navigator.stack.compactMap { $0.url?.path }, ["/nav11/p2", "/nav11/p3"], "the page below the top stays")
            try await navigator.popTo(index: 0)
            let back = try await NavigatorHarness.top(navigator, is: "/nav11/p0")
            XCTAssertEqual(back.url?.query, "tab=2")
            try await eventually("the scroll put back") { (try? await NavigatorHarness.run(back, "return scrollY"))?.numberValue == 700 }
        }
    }
}
