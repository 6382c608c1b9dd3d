import Foundation
import Testing
@testable import HybridCore
import HybridVocabulary
import HybridTesting

/// Offline apps by id on the fake engine: `startApp` opens the app's entry page with its
/// startup parameters, a rule's `"app"` does the same with the URL's query, `popApp` closes
/// that app's pages only, and an id that is not one lowercase DNS label is refused in words.
@MainActor
struct NavigatorAppTests {
    static let rules = Data("""
    { "rules": [
        { "patterns": ["^/go/shop$"], "properties": { "app": "shop" } },
        { "patterns": ["^/go/mail$"], "properties": { "app": "mail", "context": "modal" } } ] }
    """.utf8)

    let navigator: Navigator
    init() throws {
        let (pool, _) = PoolFixture.pool()
        navigator = Navigator(pool: pool, paths: try PathConfiguration(json: Self.rules))
        navigator.appEntry = { id in
            guard ["shop", "mail"].contains(id) else { throw CocoaError(.fileNoSuchFile) }
            return URL(string: "app://\(id)/index.html")!
        }
    }

    var urls: [String] { navigator.main.map(\.currentURL.absoluteString) }

    @Test func startApp_opensTheEntryPage_withItsParamsReadableByThePage_andTrustsOnlyItsOrigin() async throws {
        try await navigator.route(URL(string: "https://m.example/home")!)
        try await navigator.startApp("shop", params: ["item": "42"])
        #expect(urls == ["https://m.example/home", "app://shop/index.html"])
        let entry = try #require(navigator.main.last)
        #expect(entry.startupParams.objectValue?["app"] == "shop")
        #expect(entry.startupParams.objectValue?["params"] == ["item": "42"])
        #expect(navigator.topContainer?.trustedOrigins == [try BridgeOrigin("app://shop")])
    }

    /// The code of the refusal `body` throws; `nil` when it throws none.
    static func refusal(_ body: () async throws -> Void) async -> String? {
        do { try await body() } catch let refusal as NavigatorRefusal { return refusal.code } catch { return "\(error)" }
        return nil
    }

    /// Review: a page's `startApp` skipped what its push is held to: the app's policy, asked of the
    /// entry URL, and being still the page on top and shown once the entry was fetched.
    @Test func aPagesStartApp_isHeldToTheAppsPolicy_andToStillBeingShown() async throws {
        try await navigator.route(URL(string: "https://m.example/home")!)
        let asker = try #require(navigator.main.last)
        let refusing = RefusingHandler(host: "mail")
        asker.container?.configuration.navigationPolicy.insertFirst(refusing)
        #expect(await Self.refusal { try await navigator.startApp("mail", params: .null, proposal: NavigatorProposal(url: URL(string: "about:blank")!, from: asker)) }
                == "navigator_url_refused")
        #expect(refusing.askedSpeculatively == true, "the question opened something outside")
        navigator.isShown = false
        #expect(await Self.refusal { try await navigator.startApp("shop", params: .null, proposal: NavigatorProposal(url: URL(string: "about:blank")!, from: asker)) }
                == NavigatorRefusal.notOnTop.code)
        #expect(urls == ["https://m.example/home"])
    }

    @Test func popApp_closesEveryPageOfThatApp_andOnlyThose() async throws {
        try await navigator.route(URL(string: "https://m.example/home")!)
        try await navigator.startApp("shop")
        try await navigator.route(URL(string: "app://shop/cart.html")!)
        try await navigator.startApp("mail")
        try await navigator.route(URL(string: "app://shop/pay.html")!)
        #expect(navigator.main.count == 5)
        let closing = navigator.main.dropFirst().filter { $0.currentURL.host == "shop" }.compactMap(\.container)
        try await navigator.popApp("shop")
        #expect(urls == ["https://m.example/home", "app://mail/index.html"])
        #expect(navigator.topContainer?.isVisible == true)
        try await eventually("the shop's pages closed") { closing.allSatisfy(\.isClosed) }
        try await navigator.popApp("shop")  // nothing open: nothing happens
        #expect(navigator.main.count == 2)
    }

    @Test func anAppRule_startsTheApp_withTheQueryAsParams_inTheRulesContext() async throws {
        try await navigator.route(URL(string: "https://m.example/home")!)
        try await navigator.route(URL(string: "https://m.example/go/shop?item=7&from=ad")!)
        #expect(navigator.main.last?.currentURL.absoluteString == "app://shop/index.html")
        #expect(navigator.main.last?.startupParams.objectValue?["params"] == ["item": "7", "from": "ad"])
        try await navigator.route(URL(string: "https://m.example/go/mail")!)
        #expect(navigator.modal.last?.currentURL.absoluteString == "app://mail/index.html")
    }

    @Test func invalidIDs_andUnknownApps_areRefusedWithASentence() async throws {
        try await navigator.route(URL(string: "https://m.example/home")!)
        for id in ["..", "%2e", "Shop", "a.b", ""] {
            do {
                try await navigator.startApp(id)
                Issue.record("\(id) opened")
            } catch let refusal as NavigatorRefusal {
                #expect(refusal.code == "invalid_app_id")
                #expect(refusal.description.contains("is not an app id"), "\(refusal.description)")
            }
        }
        do {
            try await navigator.startApp("games")
            Issue.record("games opened")
        } catch let refusal as NavigatorRefusal {
            #expect(refusal.code == "navigator_no_app")
        }
        await #expect(throws: NavigatorRefusal.self) { try await navigator.popApp("Shop") }
        #expect(navigator.main.count == 1)
        let bad = #"{"rules": [{"patterns": [".*"], "properties": {"app": "../etc"}}]}"#
        #expect(throws: PathConfigurationError.self) { try PathConfiguration(json: Data(bad.utf8)) }
    }
}

/// Red team: the page made for an app started by id is handed to HybridOffline (which boots an
/// unconfirmed version there, rolling it back when that page does not confirm) only once it is
/// really opened. A page's `startApp` that no longer applies once the entry page is made (the asking
/// page left the top meanwhile) must not hand over a page it then closes: that closed page can
/// never confirm, so the app's new version would be rolled back by another page's doing.
@MainActor
struct NavigatorAppBootHandoverTests {
    @Test func aStartAppThatNoLongerApplies_handsNoPageToTheBoot() async throws {
        let (pool, _) = PoolFixture.pool()
        let navigator = Navigator(pool: pool)
        let (gate, opened) = AsyncStream<Void>.makeStream()
        var asked = false
        navigator.appEntry = { id in
            asked = true
            for await _ in gate { break }
            return URL(string: "app://\(id)/index.html")!
        }
        var handed: [WebContainer] = []
        navigator.appPageMade = { _, _, container in handed.append(container) }
        try await navigator.route(URL(string: "https://m.example/home")!)
        let asker = try #require(navigator.main.last)
        let starting = Task {
            try await navigator.startApp("shop", params: .null, proposal: NavigatorProposal(url: URL(string: "about:blank")!, from: asker))
        }
        try await eventually("the app's entry was asked for") { asked }
        try await navigator.route(URL(string: "https://m.example/elsewhere")!)  // the asking page leaves the top
        opened.yield()
        await #expect(throws: NavigatorRefusal.self) { try await starting.value }
        #expect(navigator.main.map(\.currentURL.path) == ["/home", "/elsewhere"])
        #expect(handed.isEmpty, "a page closed before it opened was handed to the boot, which then rolls the version back")
    }
}

/// Refuses every navigation to `host`, noting whether it was asked as a question only.
@MainActor
private final class RefusingHandler: NavigationHandler {
    let host: String
    var askedSpeculatively: Bool?
    init(host: String) { self.host = host }
    func decide(_ action: NavigationAction, in container: WebContainer) async -> NavigationPolicy? {
        guard action.request.url?.host == host else { return nil }
        askedSpeculatively = action.isSpeculative
        return .cancel
    }
}
