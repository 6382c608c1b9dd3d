import Foundation
import HybridCore
import HybridTestServer
@testable import HybridWebKitGTK
import HybridTesting
import XCTest

/// H5 drives the window's chrome over the bridge, from the trusted main frame only.
final class ChromeBridgeTests: XCTestCase {
    func test_pageTitleAndBarButton_roundTrip() throws {
        try EngineHarness.run { engine, server in
            let window = try ShellHarness.window(engine)
            defer { window.close() }
            try await ShellHarness.open(window, server, html: """
                <title>doc</title><script>window.taps = []; hybrid.on('chrome.button', e => taps.push(e.id));</script>
                """, path: "/buttons")
            _ = try await BridgePage.run(window.container, """
                await hybrid.chrome.setTitle('Cart (2)');
                await hybrid.chrome.setButtons([{id: 'share', title: 'Share'}, {id: 'help', title: 'Help'}]);
                """)
            XCTAssertEqual(window.headerTitle, "Cart (2)")
            XCTAssertEqual(window.pageButtonLabels.sorted(), ["Help", "Share"])
            window.show()
            try await eventually("the buttons laid out") { window.pageButtonPositions.allSatisfy { $0 > 0 } }
            XCTAssertLessThan(window.pageButtonPositions[0], window.pageButtonPositions[1], "Share, then Help, as the page gave them")
            window.click(.page(0))
            try await eventually("tap heard") { try await window.container.evaluateJavaScript("taps.join()") == "share" }
            _ = try await BridgePage.run(window.container, "await hybrid.chrome.setTitle(null); await hybrid.chrome.setBarHidden(true)")
            try await eventually("document title back") { window.headerTitle == "doc" }
            XCTAssertFalse(window.isHeaderShown)
        }
    }

    func test_badButtons_areRefusedWithInvalidParams_andChangeNothing() throws {
        try EngineHarness.run { engine, server in
            let window = try ShellHarness.window(engine)
            defer { window.close() }
            try await ShellHarness.open(window, server, html: "<title>doc</title>", path: "/bad-buttons")
            let result = try await BridgePage.run(window.container, """
                const codes = [];
                for (const buttons of [[{id:'a',title:'A'},{id:'b',title:'B'},{id:'c',title:'C'}], [{id:'a',title:'A'},{id:'a',title:'B'}],
                                       [{id:'',title:'A'}], [{id:'a',title:''}], [{id:'a',title:'x'.repeat(33)}], 'nope']) {
                  try { await hybrid.chrome.setButtons(buttons); codes.push('ok'); } catch (e) { codes.push(e.code); }
                }
                try { await hybrid.chrome.setTitle('t'.repeat(201)); codes.push('ok'); } catch (e) { codes.push(e.code); }
                return codes;
                """)
            XCTAssertEqual(result, .array(Array(repeating: "invalid_params", count: 7)))
            XCTAssertEqual(window.pageButtonLabels, [])
            try await eventually("document title") { window.headerTitle == "doc" }
        }
    }

    func test_pageSetChrome_endsWithItsDocument() throws {
        try EngineHarness.run { engine, server in
            let window = try ShellHarness.window(engine)
            defer { window.close() }
            try await ShellHarness.open(window, server, html: "<title>first</title>", path: "/chrome-first")
            _ = try await BridgePage.run(window.container, """
                await hybrid.chrome.setTitle('Set by first'); await hybrid.chrome.setButtons([{id:'x',title:'X'}]);
                await hybrid.chrome.setBarHidden(true);
                """)
            await server.serve(html: "<title>second</title>", at: "/chrome-second")
            try await navigatePage(window.container, to: server.url("/chrome-second"))
            try await eventually("second document's title") { window.headerTitle == "second" }
            XCTAssertEqual(window.pageButtonLabels, [])
            XCTAssertTrue(window.isHeaderShown)
        }
    }

    func test_closeAndLogin_fromTrustedPage_work() throws {
        try EngineHarness.run { engine, server in
            let delegate = ShellDelegate()
            var configuration = ContainerConfiguration()
            configuration.delegate = delegate
            let window = try ShellHarness.window(engine, configuration: configuration)
            defer { window.close() }
            try await ShellHarness.open(window, server, html: "<title>login</title>", path: "/login")
            let answer = try await BridgePage.run(window.container, "return await hybrid.chrome.login({reason: 'checkout'})")
            XCTAssertEqual(answer, ["token": "t-1"])
            XCTAssertEqual(delegate.logins.map(\.origin), [serializedOrigin(server.origin)])
            XCTAssertEqual(delegate.logins.first?.params, ["reason": "checkout"])
            // The page's promise may not settle: the window is gone before the reply.
            _ = try? await BridgePage.run(window.container, "hybrid.chrome.close(); return 1")
            try await eventually("closed by the page") { window.isClosed }
            XCTAssertEqual(delegate.closeRequests, 1)
        }
    }

    func test_login_withoutAnAppLogin_rejectsWithLoginUnavailable() throws {
        try EngineHarness.run { engine, server in
            let window = try ShellHarness.window(engine)
            defer { window.close() }
            try await ShellHarness.open(window, server, html: "<title>no login</title>", path: "/no-login")
            let code = try await BridgePage.run(window.container, "try { await hybrid.chrome.login(); return 'ok' } catch (e) { return e.code }")
            XCTAssertEqual(code, "login_unavailable")
        }
    }

    func test_crossOriginIframe_cannotCloseOrLogIn() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: """
                <script>
                (async () => {
                  const out = {};
                  for (const [name, fn] of [['close', () => hybrid.chrome.close()], ['login', () => hybrid.chrome.login()],
                                            ['title', () => hybrid.chrome.setTitle('Pwned')]]) {
                    try { await fn(); out[name] = 'ok'; } catch (e) { out[name] = e.code; }
                  }
                  parent.postMessage(JSON.stringify(out), '*');
                })();
                </script>
                """, at: "/chrome-attacker")
            let delegate = ShellDelegate()
            var configuration = ContainerConfiguration()
            configuration.delegate = delegate
            let window = try ShellHarness.window(engine, configuration: configuration)
            defer { window.close() }
            try await ShellHarness.open(window, server, html: """
                <title>victim</title>
                <script>window.frameReport = null; addEventListener('message', e => { window.frameReport = JSON.parse(e.data); });</script>
                <iframe src="\(server.secondURL("/chrome-attacker").absoluteString)"></iframe>
                """, path: "/chrome-victim")
            try await eventually("iframe reported") { try await window.container.evaluateJavaScript("window.frameReport !== null") == true }
            let report = try await window.container.evaluateJavaScript("window.frameReport")
            for name in ["close", "login", "title"] {
                let code = report[name]?.stringValue ?? ""
                XCTAssertTrue(["origin_not_allowed", "frame_not_allowed"].contains(code), "\(name): \(code)")
            }
            XCTAssertFalse(window.isClosed)
            XCTAssertEqual(window.headerTitle, "victim")
            XCTAssertEqual(delegate.closeRequests, 0)
            XCTAssertTrue(delegate.logins.isEmpty)
        }
    }
}
