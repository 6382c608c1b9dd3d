import Foundation
import Testing
@testable import HybridCore
import HybridVocabulary
import HybridTesting

/// URLs from outside the app on the fake engine: checked at once, opened once,
/// held until the first page at launch, placed by the path rules, and readable
/// by the page they open.
@MainActor
struct NavigatorIncomingTests {
    static let rules = Data("""
    { "rules": [
        { "patterns": ["/new$"], "properties": { "context": "modal" } },
        { "patterns": ["^/feed"], "properties": { "pull_to_refresh_enabled": true } } ] }
    """.utf8)

    let navigator: Navigator
    init() throws {
        let (pool, _) = PoolFixture.pool()
        navigator = Navigator(pool: pool, paths: try PathConfiguration(json: Self.rules))
        navigator.customSchemeMapping = { url in
            guard url.scheme == "shop", url.host == "orders", let id = Int(url.lastPathComponent) else { return nil }
            return URL(string: "https://m.example/orders/\(id)")
        }
        navigator.customSchemeHosts = ["m.example"]
    }

    static func url(_ path: String) -> URL { URL(string: "https://m.example\(path)")! }
    var paths: [String] { navigator.main.compactMap { $0.container == nil ? nil : $0.currentURL.path } }

    @Test func atLaunch_aLinkWaitsForTheFirstPage_thenOpensAboveIt_once() async throws {
        try await navigator.open(Self.url("/orders/7"), arrivedBy: .universalLink)
        try await navigator.open(Self.url("/orders/7"), arrivedBy: .universalLink)   // iOS's second delivery
        #expect(navigator.stack.isEmpty)
        try await navigator.route(Self.url("/"))
        try await eventually("the link above the first page") { paths == ["/", "/orders/7"] }
        for _ in 0..<50 { await Task.yield() }
        #expect(paths == ["/", "/orders/7"], "handed over twice, opened once")
        #expect(navigator.main.last?.opening == ["source": "universalLink", "url": "https://m.example/orders/7"])
        #expect(navigator.main.first?.opening == ["source": "app", "url": "https://m.example/"])
    }

    @Test func aRunningApp_opensWhereTheRuleSays_andThePageReadsTheNotification() async throws {
        try await navigator.route(Self.url("/"))
        try await navigator.open(Self.url("/new"), arrivedBy: .notification(payload: ["orderId": 7]))
        #expect(navigator.modalStack.count == 1 && paths == ["/"])
        let opening = try #require(navigator.modal.last?.opening)
        #expect(opening["source"] == "notification" && opening["payload"] == ["orderId": 7])
        try await navigator.open(Self.url("/new"), arrivedBy: .notification(payload: ["orderId": 7]))
        #expect(navigator.modalStack.count == 1, "the same URL again within 2 s opens nothing")
    }

    @Test func aCustomSchemeURL_opensAsTheAppsMappingSays_andRecordsWhatArrived() async throws {
        try await navigator.route(Self.url("/"))
        try await navigator.open(URL(string: "shop://orders/9")!, arrivedBy: .customScheme)
        #expect(paths == ["/", "/orders/9"])
        #expect(navigator.main.last?.opening["receivedURL"] == "shop://orders/9")
    }

    @Test(arguments: [
        ("shop://orders/../../evil", URLArrival.customScheme),
        ("shop://wallet/drain", .customScheme),
        ("http://m.example/orders/1", .universalLink),
        ("javascript:alert(1)", .notification(payload: nil)),
    ])
    func whatTheRulesDoNotAccept_isRefusedAtOnce_andOpensNothing(text: String, arrival: URLArrival) async throws {
        try await navigator.route(Self.url("/"))
        await #expect {
            try await navigator.open(URL(string: text)!, arrivedBy: arrival)
        } throws: { error in
            (error as? NavigatorRefusal)?.code == "navigator_url_refused"
        }
        #expect(paths == ["/"] && navigator.modalStack.isEmpty)
    }

    @Test func withoutAMapping_everyCustomSchemeURLIsRefused() async throws {
        navigator.customSchemeMapping = nil
        await #expect(throws: NavigatorRefusal.self) {
            try await navigator.open(URL(string: "shop://orders/9")!, arrivedBy: .customScheme)
        }
    }

    @Test func aMappingThatLeadsOffTheWeb_isRefused() async throws {
        navigator.customSchemeMapping = { _ in URL(string: "file:///etc/passwd") }
        await #expect(throws: NavigatorRefusal.self) {
            try await navigator.open(URL(string: "shop://orders/9")!, arrivedBy: .customScheme)
        }
    }

    @Test(arguments: ["https://x@evil.example/orders/1", "https://evil.example/orders/1", "http://m.example/orders/1",
                      "https://user:pass@m.example/orders/1"])
    func aMappingToAnotherHost_plainHTTP_orAUser_isRefused(mapped: String) async throws {
        try await navigator.route(Self.url("/"))
        navigator.customSchemeMapping = { _ in URL(string: mapped) }
        await #expect(throws: NavigatorRefusal.self) {
            try await navigator.open(URL(string: "shop://orders/9")!, arrivedBy: .customScheme)
        }
        #expect(paths == ["/"])
    }

    @Test func aURLThatDidNotOpen_mayBeHandedOverAgain() async throws {
        try await navigator.route(Self.url("/"))
        navigator.paths = try PathConfiguration(json: Data(#"{"rules": [{"patterns": ["/scan$"], "properties": {"uri": "absent"}}]}"#.utf8))
        for _ in 0..<2 {
            await #expect(throws: NavigatorRefusal.self) { try await navigator.open(Self.url("/scan"), arrivedBy: .universalLink) }
        }
    }

    @Test func aRulesPullToRefresh_reachesThePagesItPushes_only() async throws {
        try await navigator.route(Self.url("/"))
        try await navigator.route(Self.url("/feed"))
        #expect(navigator.stack.map(\.configuration.viewSettings.pullToRefresh) == [false, true])
        #expect(navigator.stack.map(\.chrome.pullToRefresh) == [false, true])
    }
}
