import Foundation
@testable import HybridCore
import HybridVocabulary
import HybridModules
import HybridTestServer
import HybridTesting
@testable import HybridWebKitGTK
import XCTest

/// Powers go to the page a person sees and trusts (issue 46), on the real engine:
/// each case is an attack an outside red team made work before.
final class WhoIsAskingTests: XCTestCase {
    /// Every first-party power a page below the top tried: toast, spinner, sheet, share, clipboard.
    static let fivePowers = """
        const calls = [
          hybrid.call('ui.toast', { text: 'Your session expired' }),
          hybrid.call('ui.loading', { visible: true }),
          hybrid.call('ui.actionSheet', { title: 'Pay with', options: ['Attacker Pay'] }),
          hybrid.call('share.share', { text: 'look' }),
          hybrid.call('clipboard.write', { text: 'ATTACKER-IBAN' }),
        ];
        return (await Promise.allSettled(calls)).map(r => r.status === 'rejected' ? r.reason.code : 'ok');
        """

    func test_thePageBelowTheTop_isRefusedAllFivePowers_andThePresenterSeesNothing_whileTheFrontPageIsServed() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>below</title>", at: "/who1/below")
            await server.serve(html: "<title>front</title>", at: "/who1/front")
            let navigator = try NavigatorHarness.navigator(engine)
            let presenter = RecordingPresenter()
            try await navigator.route(server.url("/who1/below"))
            let below = try await NavigatorHarness.top(navigator, is: "/who1/below")
            try FirstPartyModules(container: below, presenter: presenter, network: nil).install()
            try await navigator.route(server.url("/who1/front"))
            let front = try await NavigatorHarness.top(navigator, is: "/who1/front")
            try FirstPartyModules(container: front, presenter: presenter, network: nil).install()

            let refused = try await NavigatorHarness.run(below, Self.fivePowers).arrayValue?.compactMap(\.stringValue)
            XCTAssertEqual(refused, Array(repeating: "page_not_visible", count: 5))
            XCTAssertEqual(presenter.seen, [], "nothing a hidden page asked for reached the screen")

            let served = try await NavigatorHarness.run(front, """
                return [await hybrid.call('ui.toast', { text: 'hello' }).then(() => 'ok', e => e.code)];
                """).arrayValue?.compactMap(\.stringValue)
            XCTAssertEqual(served, ["ok"])
            XCTAssertEqual(presenter.seen, ["toast hello"])
        }
    }

    func test_aDialogFromThePageBelowTheTop_isDismissedUnseen() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>below</title>", at: "/who7/below")
            await server.serve(html: "<title>front</title>", at: "/who7/front")
            let navigator = try NavigatorHarness.navigator(engine)
            let window = try HybridNavigatorWindow(navigator: navigator)
            defer { window.close() }
            window.show()
            try await navigator.route(server.url("/who7/below"))
            let below = try await NavigatorHarness.top(navigator, is: "/who7/below")
            try await navigator.route(server.url("/who7/front"))
            let front = try await NavigatorHarness.top(navigator, is: "/who7/front")
            _ = try await NavigatorHarness.run(below, "window.said = 'unanswered'; setTimeout(() => said = confirm('Your session expired'), 0); return 0")
            try await eventually("the hidden page's confirm to be answered") {
                (try? await NavigatorHarness.run(below, "return said"))?.boolValue != nil
            }
            let said = try await NavigatorHarness.run(below, "return said")
            XCTAssertEqual(said, false, "dismissed, as cancelled")
            XCTAssertEqual(window.dialogs.shownCount, 0, "nothing was drawn over the front page")
            XCTAssertTrue(navigator.topContainer === front)
        }
    }

    func test_aPageShowingTheSpinner_takesItDownWhenHidden_andAnotherPageCannotHideIt() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>one</title>", at: "/who6/one")
            await server.serve(html: "<title>two</title>", at: "/who6/two")
            let navigator = try NavigatorHarness.navigator(engine)
            let presenter = RecordingPresenter()
            try await navigator.route(server.url("/who6/one"))
            let one = try await NavigatorHarness.top(navigator, is: "/who6/one")
            try FirstPartyModules(container: one, presenter: presenter, network: nil).install()
            _ = try await NavigatorHarness.run(one, "await hybrid.call('ui.loading', { visible: true }); return 0")
            XCTAssertEqual(presenter.seen, ["loading true"])
            try await navigator.route(server.url("/who6/two"))
            let two = try await NavigatorHarness.top(navigator, is: "/who6/two")
            XCTAssertEqual(presenter.seen, ["loading true", "loading false"], "a page's spinner goes when the page is hidden")
            try FirstPartyModules(container: two, presenter: presenter, network: nil).install()
            _ = try await NavigatorHarness.run(two, "await hybrid.call('ui.loading', { visible: true }); return 0")
            try await navigator.pop()
            try await eventually("the popped page to close") { two.isClosed }
            XCTAssertEqual(presenter.seen.last, "loading false", "the closing page took down its own spinner")
            _ = try await NavigatorHarness.run(one, "await hybrid.call('ui.loading', { visible: true }); return 0")
            try await navigator.route(server.url("/who6/two?again"))
            let again = try await NavigatorHarness.top(navigator, is: "/who6/two")
            try FirstPartyModules(container: again, presenter: presenter, network: nil).install()
            let count = presenter.seen.count
            _ = try await NavigatorHarness.run(again, "await hybrid.call('ui.loading', { visible: false }); return 0")
            XCTAssertEqual(presenter.seen.count, count, "a page cannot take down a spinner it did not put up")
        }
    }

    func test_aRedirectedPage_restoredAfterMemoryPressure_keepsItsTrust_notItsURLs() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>landing</title><body style='height:3000px'>landing</body>", at: "/who2/landing")
            await server.serve(html: "<title>p1</title>", at: "/who2/p1")
            await server.serve(html: "<title>p2</title>", at: "/who2/p2")
            let landing = server.secondURL("/who2/landing")
            let navigator = try NavigatorHarness.navigator(engine)
            var redirect = URLComponents(url: server.url("/redirect"), resolvingAgainstBaseURL: false)!
            redirect.queryItems = [URLQueryItem(name: "to", value: landing.absoluteString)]
            try await navigator.route(redirect.url!)
            let first = try await NavigatorHarness.top(navigator, is: "/who2/landing")
            let otherOrigin = try XCTUnwrap(BridgeOrigin(url: landing))
            XCTAssertFalse(first.trustedOrigins.contains(otherOrigin))
            XCTAssertEqual(first.documentTrust.current, .redirected, "the app's load ended at another origin")
            let before = try await NavigatorHarness.run(first, "return await hybrid.navigator.startupParams().then(() => 'ok', e => e.code)")
            XCTAssertEqual(before, "origin_not_allowed")

            try await navigator.route(server.url("/who2/p1"))
            try await NavigatorHarness.top(navigator, is: "/who2/p1")
            try await navigator.route(server.url("/who2/p2"))
            try await NavigatorHarness.top(navigator, is: "/who2/p2")
            navigator.handleMemoryPressure()
            XCTAssertTrue(first.isClosed, "the deepest page was discarded")
            try await navigator.popTo(index: 0)
            let restored = try await NavigatorHarness.top(navigator, is: "/who2/landing")
            XCTAssertFalse(restored === first)
            XCTAssertFalse(restored.trustedOrigins.contains(otherOrigin), "trust came back from a URL: \(restored.trustedOrigins)")
            XCTAssertEqual(restored.documentTrust.current, .redirected, "brought back with the trust it had")
            let after = try await NavigatorHarness.run(restored, "return await hybrid.navigator.startupParams().then(() => 'ok', e => e.code)")
            XCTAssertEqual(after, "origin_not_allowed")
        }
    }

    func test_aScriptMadeClickOnAnUntrustedPage_opensNoNativeScreenNothingOutsideAndClearsNothing_whileARealClickOnATrustedPagePushes() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>landed</title>", at: "/scan")
            await server.serve(html: "<title>landed</title>", at: "/ext")
            await server.serve(html: "<title>landed</title>", at: "/clear")
            await server.serve(html: """
                <title>other</title>
                <a id="real" href="/scan" style="display:block;width:200px;height:60px">scan</a>
                """, at: "/who3/other")
            await server.serve(html: """
                <title>home</title>
                <a id="away" href="\(server.secondURL("/who3/other").absoluteString)" style="display:block;width:200px;height:60px">away</a>
                """, at: "/who3/home")
            let navigator = try NavigatorHarness.navigator(engine, rules: """
                {"rules": [{"patterns": ["/scan$"], "properties": {"uri": "scan"}},
                           {"patterns": ["/ext$"], "properties": {"external": true}},
                           {"patterns": ["/clear$"], "properties": {"presentation": "clear_all"}}]}
                """)
            var opened: [String] = []
            navigator.registerNativeScreen("scan") { url, _ in opened.append("screen \(url.path)") }
            navigator.onOpenExternally = { url in opened.append("outside \(url.path)") }
            try await navigator.route(server.url("/who3/home"))
            let home = try await NavigatorHarness.top(navigator, is: "/who3/home")
            try await NavigatorHarness.click(home, "#away")
            let other = try await NavigatorHarness.top(navigator, is: "/who3/other")
            XCTAssertEqual(navigator.stack.count, 2, "a person's click on the trusted page pushed")

            for path in ["/ext", "/clear", "/scan"] {
                _ = try await NavigatorHarness.run(other, """
                    const a = document.createElement('a'); a.href = path; document.body.appendChild(a); a.click(); return 0
                    """.replacingOccurrences(of: "path", with: "'\(path)'"))
                try await eventually("the script's link to \(path) to load in place") { other.url?.path == path && !other.isLoading }
                _ = try await other.callAsyncJavaScript("location.href = back", arguments: ["back": .string(server.secondURL("/who3/other").absoluteString)])
                try await eventually("the page to come back") { other.url?.path == "/who3/other" && !other.isLoading }
            }
            try await NavigatorHarness.click(other, "#real")
            try await eventually("a real click on the untrusted page to load in place") { other.url?.path == "/scan" }
            XCTAssertEqual(opened, [], "an untrusted page opened native screens or the system browser")
            XCTAssertEqual(navigator.stack.count, 2, "an untrusted page cleared or pushed the stack")
            XCTAssertTrue(navigator.stack.first === home)
        }
    }

    func test_replaceThenPop_andPushThenPop_leaveTheRoot_andNoForeignResultArrives() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: NavigatorHarness.listPage(linkingTo: "/who4/a"), at: "/who4/root")
            await server.serve(html: "<title>a</title>", at: "/who4/a")
            await server.serve(html: "<title>b</title>", at: "/who4/b")
            let navigator = try NavigatorHarness.navigator(engine)
            // The opening of /who4/b waits on the app's policy, so the pop always wins the race.
            let stalled = StalledPolicy(path: "/who4/b", for: .milliseconds(300))
            navigator.pool.containerConfiguration.navigationPolicy.append(stalled)
            await navigator.pool.prewarm(2)
            try await navigator.route(server.url("/who4/root"))
            let root = try await NavigatorHarness.top(navigator, is: "/who4/root")
            for (index, race) in ["hybrid.navigator.replace('/who4/b'); hybrid.navigator.pop({ result: 'r' });",
                                  "hybrid.navigator.push('/who4/b'); hybrid.navigator.pop({ result: 'p' });"].enumerated() {
                _ = try await NavigatorHarness.run(root, "await hybrid.navigator.push('/who4/a'); return 0")
                let a = try await NavigatorHarness.top(navigator, is: "/who4/a")
                _ = try await NavigatorHarness.run(a, race + " return 0")
                try await eventually("the page to close") { a.isClosed }
                try await eventually("the root to hear the pop") {
                    (try? await NavigatorHarness.run(root, "return heard.filter(h => h !== 'hidden' && h !== 'visible').length"))?
                        .numberValue == Double(index + 1)
                }
                try await eventually("the stalled opening to be decided") { stalled.decided == index + 1 }
                // Nothing may land after the decision: a landing page (the bug) took a lease and a load, well within this.
                try await Task.sleep(for: .milliseconds(300))
                XCTAssertEqual(navigator.stack.count, 1, "race \(index): \(navigator.stack.map { $0.url?.path ?? "?" })")
                XCTAssertTrue(navigator.stack.first === root && !root.isClosed, "race \(index) replaced or closed the root")
            }
            let heard = try await NavigatorHarness.run(root, "return heard.filter(h => h !== 'hidden' && h !== 'visible')")
            XCTAssertEqual(heard, [.string("\"r\""), .string("\"p\"")], "the root heard only the pops of pages it opened, once each")
        }
    }

    func test_aPagesPopToPattern_isLiteral_andReturnsAtOnce() throws {
        try EngineHarness.run { engine, server in
            let long = "/who5/" + String(repeating: "a", count: 3_000) + "!"
            await server.serve(html: "<title>long</title>", at: long)
            await server.serve(html: "<title>top</title>", at: "/who5/top")
            let navigator = try NavigatorHarness.navigator(engine)
            try await navigator.route(server.url(long))
            try await NavigatorHarness.top(navigator, is: long)
            try await navigator.route(server.url("/who5/top"))
            let top = try await NavigatorHarness.top(navigator, is: "/who5/top")
            let started = ContinuousClock.now
            let outcome = try await NavigatorHarness.run(top, """
                return await hybrid.navigator.popTo('^.*?(a+)+$').then(() => 'ok', e => e.code)
                """)
            XCTAssertLessThan(ContinuousClock.now - started, .milliseconds(100))
            XCTAssertEqual(outcome, "navigator_no_match", "a page's pattern is literal text")
            XCTAssertEqual(navigator.stack.count, 2)
        }
    }
}

/// An app policy that takes its time over one path, as a slow check of the app's would.
@MainActor
final class StalledPolicy: NavigationHandler {
    let path: String
    let delay: Duration
    private(set) var decided = 0

    init(path: String, for delay: Duration) { (self.path, self.delay) = (path, delay) }

    func decide(_ action: NavigationAction, in container: WebContainer) async -> NavigationPolicy? {
        guard action.request.url?.path == path else { return nil }
        try? await Task.sleep(for: delay)
        decided += 1
        return nil
    }
}

/// A shell that writes down what it was asked to draw.
@MainActor
final class RecordingPresenter: ModulePresenter {
    var seen: [String] = []
    var spinnerOwner: ObjectIdentifier?
    var sheetOwner: ObjectIdentifier?
    func showToast(_ text: String, duration: Duration) { seen.append("toast \(text)") }
    func setLoading(visible: Bool, title: String?) { seen.append("loading \(visible)") }
    func presentActionSheet(_ sheet: ActionSheet) async -> Int? {
        seen.append("sheet \(sheet.title ?? "")")
        return nil
    }
    func dismissActionSheet() { seen.append("sheet dismissed") }
    func share(_ item: ShareItem) async throws(BridgeError) -> ShareOutcome {
        seen.append("share")
        return .copied
    }
    func playHaptic(_ style: HapticStyle) -> Bool { false }
    func readClipboardText() async -> String? { nil }
    func writeClipboardText(_ text: String) { seen.append("clipboard \(text)") }
}
