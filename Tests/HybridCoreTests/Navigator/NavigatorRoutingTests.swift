import Foundation
import Testing
@testable import HybridCore
import HybridVocabulary
import HybridTesting

/// The routing table on the fake engine: which stack changes how. Pages are
/// leased and their loads started; no load needs to finish for a route to land.
@MainActor
struct NavigatorRoutingTests {
    static let rules = Data("""
    { "rules": [
        { "patterns": ["/new$"], "properties": { "context": "modal" } },
        { "patterns": ["/reset$"], "properties": { "presentation": "replace_root" } },
        { "patterns": ["/home$"], "properties": { "presentation": "clear_all" } },
        { "patterns": ["/saved$"], "properties": { "presentation": "refresh" } },
        { "patterns": ["/ignored$"], "properties": { "presentation": "none" } },
        { "patterns": ["/scan$"], "properties": { "uri": "scan", "title": "Scan" } },
        { "patterns": ["/help$"], "properties": { "external": true } },
        { "patterns": ["^/checkout/"], "properties": { "package": "checkout", "title": "Checkout" } } ] }
    """.utf8)

    let navigator: Navigator
    init() throws {
        let (pool, _) = PoolFixture.pool()
        navigator = Navigator(pool: pool, paths: try PathConfiguration(json: Self.rules))
    }

    static func url(_ path: String) -> URL { URL(string: "https://m.example\(path)")! }
    var paths: [String] { navigator.main.compactMap { $0.container == nil ? nil : $0.currentURL.path } }

    @Test func aNewURLPushes_theCurrentReplaces_thePreviousPops_andOnlyTheTopIsVisible() async throws {
        try await navigator.route(Self.url("/a"))
        try await navigator.route(Self.url("/b"))
        #expect(paths == ["/a", "/b"])
        let b = try #require(navigator.topContainer)
        try await navigator.route(Self.url("/b#top"))
        #expect(paths == ["/a", "/b"])
        #expect(navigator.topContainer !== b && b.isClosed)
        #expect(navigator.stack.map(\.isVisible) == [false, true])
        try await navigator.route(Self.url("/a"))
        #expect(paths == ["/a"])
        #expect(navigator.stack.first?.isVisible == true)
    }

    @Test func aModalRule_presents_andADefaultRouteDismissesItFirst() async throws {
        try await navigator.route(Self.url("/a"))
        try await navigator.route(Self.url("/new"))
        #expect(navigator.modalStack.count == 1 && navigator.stack.count == 1)
        #expect(navigator.topContainer === navigator.modalStack.last)
        try await navigator.route(Self.url("/c"))
        #expect(navigator.modalStack.isEmpty)
        #expect(paths == ["/a", "/c"])
    }

    @Test func replaceRoot_clearAll_refresh_andNone_doWhatTheirNamesSay() async throws {
        for path in ["/a", "/b", "/c"] { try await navigator.route(Self.url(path)) }
        try await navigator.route(Self.url("/ignored"))
        #expect(paths == ["/a", "/b", "/c"])
        try await navigator.route(Self.url("/saved"))
        #expect(paths == ["/a", "/b"])
        let top = try #require(navigator.topContainer)
        try await eventually("the page below to reload") { PoolFixture.view(of: top)?.reloadCount == 1 }
        try await navigator.route(Self.url("/home"))
        #expect(paths == ["/a"])
        try await navigator.route(Self.url("/reset"))
        #expect(paths == ["/reset"])
    }

    @Test func aFullStack_refusesThePush_withItsCode() async throws {
        navigator.maximumDepth = 3
        for path in ["/a", "/b", "/c"] { try await navigator.route(Self.url(path)) }
        await #expect { try await navigator.route(Self.url("/d")) } throws: { ($0 as? NavigatorRefusal)?.code == "navigator_stack_full" }
        #expect(navigator.stack.count == 3)
    }

    @Test func nativeScreens_andExternalURLs_openNoPage() async throws {
        var opened: [String] = []
        navigator.registerNativeScreen("scan") { url, properties in opened.append("\(url.path) \(properties["title"]?.stringValue ?? "")") }
        navigator.onOpenExternally = { opened.append("browser \($0.path)") }
        try await navigator.route(Self.url("/scan"))
        try await navigator.route(Self.url("/help"))
        #expect(opened == ["/scan Scan", "browser /help"])
        #expect(navigator.stack.isEmpty)
        navigator.nativeScreens = [:]
        await #expect { try await navigator.route(Self.url("/scan")) } throws: { ($0 as? NavigatorRefusal)?.code == "navigator_no_native_screen" }
    }

    @Test func popTo_byIndexAndByPattern_andTheRootNeverPops() async throws {
        for path in ["/a", "/list", "/b", "/c"] { try await navigator.route(Self.url(path)) }
        try await navigator.popTo(matching: "/list$")
        #expect(paths == ["/a", "/list"])
        try await navigator.popTo(index: 0)
        #expect(paths == ["/a"])
        await #expect { try await navigator.pop() } throws: { ($0 as? NavigatorRefusal)?.code == "navigator_nothing_to_pop" }
        await #expect { try await navigator.popTo(matching: "/nowhere") } throws: { ($0 as? NavigatorRefusal)?.code == "navigator_no_match" }
    }

    @Test func memoryPressure_discardsTheDeepestHiddenPages_andShowingOneLoadsItAgain() async throws {
        for path in ["/a", "/b", "/c", "/d"] { try await navigator.route(Self.url(path)) }
        let first = navigator.stack[0]
        navigator.handleMemoryPressure()
        #expect(first.isClosed)
        #expect(paths == ["/c", "/d"])
        try await navigator.popTo(index: 0)
        #expect(navigator.stack.count == 1)
        #expect(navigator.topContainer !== first)
        let shown = try #require(navigator.topContainer)
        try await eventually("the discarded page to load again") { PoolFixture.view(of: shown)?.loadedRequests.last?.url?.path == "/a" }
    }

    @Test func aPackageRule_opensTheURLFromThatPackage_andTrustsIt() async throws {
        try await navigator.route(Self.url("/checkout/pay.html?order=7"))
        let container = try #require(navigator.topContainer)
        #expect(navigator.main.last?.url.absoluteString == "app://checkout/checkout/pay.html?order=7")
        #expect(container.trustedOrigins.contains(try BridgeOrigin("app://checkout")))
        #expect(container.chrome.title == "Checkout")
    }

    @Test func aPackageRuleNamingNoHost_isRefusedWithTheDocument() {
        let json = #"{"rules": [{"patterns": [".*"], "properties": {"package": "../etc"}}]}"#
        #expect(throws: (any Error).self) { try PathConfiguration(json: Data(json.utf8)) }
    }

    @Test(arguments: [
        ("file:///etc/passwd", false), ("javascript:alert(1)", false), ("data:text/html,x", false),
        ("app://other/index.html", false), ("blob:https://m.example/1", false),
        ("app://bundle/next.html", true), ("next.html", true), ("https://elsewhere.example/", true),
    ])
    func aPage_opensWebPagesAndItsOwnPackageOnly(_ text: String, allowed: Bool) {
        let page = URL(string: "app://bundle/index.html")!
        #expect(((try? Navigator.checkedURL(text, from: page)) != nil) == allowed)
    }
}
