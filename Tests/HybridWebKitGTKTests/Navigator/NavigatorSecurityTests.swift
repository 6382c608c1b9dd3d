import Foundation
import HybridCore
import HybridVocabulary
import HybridTestServer
import HybridTesting
import HybridWebKitGTK
import XCTest

/// Who may push what: frames, origins reached by links, schemes, floods, and rules that do not parse.
final class NavigatorSecurityTests: XCTestCase {
    /// Records each push's outcome as `ok` or its error code, in `window.outcomes`.
    static let tryPush = """
        window.outcomes = [];
        window.tryPush = (url) => hybrid.navigator.push(url).then(() => outcomes.push('ok'), e => outcomes.push(e.code));
        """

    func test_aCrossOriginIframe_andAnOriginReachedByALink_cannotPush() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: """
                <script>\(Self.tryPush)
                hybrid.ready.then(() => tryPush('/nav4/next')).then(() => parent.postMessage(outcomes.join(), '*'));
                </script>
                """, at: "/nav4/frame")
            await server.serve(html: "<script>\(Self.tryPush)</script><title>elsewhere</title>", at: "/nav4/elsewhere")
            await server.serve(html: """
                <title>home</title><script>window.frameSaid = null; addEventListener('message', e => frameSaid = e.data)</script>
                <iframe src="\(server.secondURL("/nav4/frame").absoluteString)"></iframe>
                <a id="away" href="\(server.secondURL("/nav4/elsewhere").absoluteString)">away</a>
                """, at: "/nav4/home")
            let navigator = try NavigatorHarness.navigator(engine)
            try await navigator.route(server.url("/nav4/home"))
            let home = try await NavigatorHarness.top(navigator, is: "/nav4/home")
            try await eventually("the iframe's push to settle") {
                (try? await NavigatorHarness.run(home, "return frameSaid"))?.stringValue != nil
            }
            let frameSaid = try await NavigatorHarness.run(home, "return frameSaid").stringValue
            XCTAssertTrue(["origin_not_allowed", "frame_not_allowed"].contains(frameSaid ?? ""), frameSaid ?? "")
            XCTAssertEqual(navigator.stack.count, 1)
            try await NavigatorHarness.click(home, "#away")
            let away = try await NavigatorHarness.top(navigator, is: "/nav4/elsewhere")
            _ = try await NavigatorHarness.run(away, "await tryPush('/nav4/next').catch(() => 0); return 0")
            let outcomes = try await NavigatorHarness.run(away, "return outcomes.join()")
            XCTAssertEqual(outcomes, "origin_not_allowed", "a page a link reached has the trust of the page that linked, not its own")
            XCTAssertEqual(navigator.stack.count, 2)
        }
    }

    func test_aPage_cannotPushFileJavaScriptDataOrAnotherPackage_norFlood_andTheAppStaysResponsive() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<script>\(Self.tryPush)</script><title>flood</title>", at: "/nav5/flood")
            for index in 0..<10 { await server.serve(html: "<title>\(index)</title>", at: "/nav5/p\(index)") }
            let navigator = try NavigatorHarness.navigator(engine)
            try await navigator.route(server.url("/nav5/flood"))
            let page = try await NavigatorHarness.top(navigator, is: "/nav5/flood")
            _ = try await NavigatorHarness.run(page, """
                await Promise.all(['file:///etc/passwd', 'javascript:alert(1)', 'data:text/html,x', 'app://other/index.html']
                    .map(u => tryPush(u)));
                return 0
                """)
            let refused = try await NavigatorHarness.run(page, "return outcomes.join()").stringValue
            XCTAssertEqual(refused, Array(repeating: "navigator_url_refused", count: 4).joined(separator: ","))
            _ = try await NavigatorHarness.run(page, """
                outcomes = [];
                for (let i = 0; i < 1000; i++) tryPush('/nav5/p' + (i % 10));
                return 0
                """)
            try await eventually("every push settled") {
                (try? await NavigatorHarness.run(page, "return outcomes.length").numberValue) == 1000
            }
            let codes = try await NavigatorHarness.run(page, "return outcomes").arrayValue?.compactMap(\.stringValue) ?? []
            let ok = codes.filter { $0 == "ok" }.count
            XCTAssertLessThanOrEqual(ok, navigator.maximumPushesPerSecond)
            XCTAssertEqual(Set(codes).subtracting(["ok", "navigator_too_many_pushes", "navigator_not_on_top", "page_not_visible"]), [], "\(Set(codes))")
            XCTAssertLessThanOrEqual(navigator.stack.count, 1 + navigator.maximumPushesPerSecond)
            let answer: JSONValue = try await navigator.topContainer.unwrapped().evaluateJavaScript("1 + 1")
            XCTAssertEqual(answer, .number(2), "the app still answers")
        }
    }

    func test_aRemotePathConfigurationThatDoesNotParse_leavesTheLastGoodOneInForce() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "", at: "/nav6/blank")
            await server.route("/nav6/good.json") { _ in .text(#"{"rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}]}"#, type: "application/json") }
            await server.route("/nav6/bad.json") { _ in .text(#"{"rules": [{"patterns": ["/new$"], "properties": {"context": "sheet"}}]}"#, type: "application/json") }
            let navigator = try NavigatorHarness.navigator(engine)
            let cache = FileManager.default.temporaryDirectory.appendingPathComponent("paths-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: cache) }
            try await navigator.refreshPaths(from: server.url("/nav6/good.json"), cachingAt: cache)
            let good = navigator.paths
            XCTAssertEqual(good.properties(for: server.url("/x/new"))["context"], "modal")
            do {
                try await navigator.refreshPaths(from: server.url("/nav6/bad.json"), cachingAt: cache)
                XCTFail("a document naming an unknown context was taken")
            } catch {
                XCTAssertTrue("\(error)".contains("\"context\" is \"sheet\""), "\(error)")
            }
            XCTAssertEqual(navigator.paths, good)
            XCTAssertEqual(try PathConfiguration(contentsOf: cache), good, "the cached copy is still the good one")
            do {
                try await navigator.refreshPaths(from: URL(string: "http://example.com/paths.json")!)
                XCTFail("a configuration over plain HTTP was fetched")
            } catch {
                XCTAssertTrue("\(error)".contains("over HTTPS"), "\(error)")
            }
        }
    }

    func test_aPathConfigurationRedirectedToPlainHTTP_orLargerThanTheLimit_isRefused_andTheRulesStay() throws {
        try EngineHarness.run { engine, server in
            let rules = #"{"rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}]}"#
            await server.route("/nav7/rules.json") { _ in .text(rules, type: "application/json") }
            await server.route("/nav7/huge.json") { _ in
                .text(#"{"rules": [], "settings": {"pad": ""# + String(repeating: "x", count: 3 << 20) + #""}}"#, type: "application/json")
            }
            let navigator = try NavigatorHarness.navigator(engine)
            let before = navigator.paths
            // 127.0.0.2 is another machine as far as the rule goes: HTTP is for this one only.
            var hop = URLComponents(url: server.url("/redirect"), resolvingAgainstBaseURL: false)!
            hop.queryItems = [URLQueryItem(name: "to", value: server.secondURL("/nav7/rules.json").absoluteString)]
            do {
                try await navigator.refreshPaths(from: hop.url!)
                XCTFail("a redirect to plain HTTP elsewhere was followed")
            } catch {
                XCTAssertTrue("\(error)".contains("not HTTPS"), "\(error)")
            }
            do {
                try await navigator.refreshPaths(from: server.url("/nav7/huge.json"))
                XCTFail("a 3 MB configuration was read")
            } catch {
                XCTAssertTrue("\(error)".contains("larger than"), "\(error)")
            }
            XCTAssertEqual(navigator.paths, before)
            try await navigator.refreshPaths(from: server.url("/nav7/rules.json"))
            XCTAssertEqual(navigator.paths.properties(for: server.url("/x/new"))["context"], "modal", "a good one still loads")
        }
    }
}
