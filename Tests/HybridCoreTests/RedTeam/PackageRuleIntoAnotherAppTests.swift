import Foundation
import Testing
@testable import HybridCore
import HybridTesting
import HybridVocabulary

/// Red team (issue 56, every door asks): a `"package"` rule moves a page's push into `app://<host>`,
/// and trusts that origin when the asker is trusted. An app's own pages are trusted askers, so app a,
/// granted nothing, opened app checkout's page, with trust and a's own query, by a push: what
/// `startApp` refuses it. Into another app, the rule asks what starting that app asks.
@MainActor
struct PackageRuleIntoAnotherAppTests {
    static let rules = #"[{"patterns": ["^/checkout/"], "properties": {"package": "checkout"}}]"#
    typealias F = NavigatorDoorsFixture

    @Test(arguments: ["https://m.example/checkout/pay.html?amount=1", "/checkout/pay.html?amount=1"])
    func aPushFromAnAppGrantedNothing_intoAnotherAppsPackage_isRefused(_ target: String) async throws {
        let f = try F(grants: ["a": [], "checkout": []], rules: Self.rules)
        try await f.navigator.route(F.url("/home"))
        try await f.navigator.startApp("a")
        let a = try await f.commitTop()
        let code = await F.refusal { try await f.navigator.pagePush(target, overrides: [:], passData: .null, from: a) }
        #expect(code == "capability_not_granted")
        #expect(f.urls == ["https://m.example/home", "app://a/index.html"], "app a opened checkout's page")
    }

    @Test func aPushFromAnAppGranted_startApp_orFromTheHost_intoAnotherAppsPackage_opensIt() async throws {
        let f = try F(grants: ["a": ["hybrid.navigator.startApp"], "checkout": []], rules: Self.rules)
        try await f.navigator.route(F.url("/home"))
        let host = try await f.commitTop()
        try await f.navigator.pagePush("/checkout/pay.html", overrides: [:], passData: .null, from: host)
        #expect(try f.top.url.absoluteString == "app://checkout/checkout/pay.html")
        try await f.navigator.pop()
        try await f.navigator.startApp("a")
        let a = try await f.commitTop()
        try await f.navigator.pagePush("https://m.example/checkout/pay.html", overrides: [:], passData: .null, from: a)
        #expect(try f.top.url.absoluteString == "app://checkout/checkout/pay.html")
    }

    @Test func aPushFromAnApp_intoItsOwnPackage_needsNoPower() async throws {
        let f = try F(grants: ["checkout": []], rules: Self.rules)
        try await f.navigator.route(F.url("/home"))
        try await f.navigator.startApp("checkout")
        let checkout = try await f.commitTop()
        try await f.navigator.pagePush("/checkout/pay.html", overrides: [:], passData: .null, from: checkout)
        #expect(try f.top.url.absoluteString == "app://checkout/checkout/pay.html")
    }
}
