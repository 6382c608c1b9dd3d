import Foundation
import Testing
@testable import HybridCore
import HybridVocabulary
import HybridTesting

/// A page's own push whose route closes the stack the page is in (a `replace_root`
/// presentation it names itself, or a main-stack page asked for from a modal):
/// the route applies whole, never leaving the app with its stack closed and nothing opened.
@MainActor
struct NavigatorPageRouteTests {
    static let rules = Data("""
    { "rules": [
        { "patterns": ["/new$"], "properties": { "context": "modal" } },
        { "patterns": ["/reset$"], "properties": { "presentation": "replace_root" } },
        { "patterns": ["/sheet-reset$"], "properties": { "context": "modal", "presentation": "replace_root" } } ] }
    """.utf8)

    let navigator: Navigator
    init() throws {
        let (pool, _) = PoolFixture.pool()
        navigator = Navigator(pool: pool, paths: try PathConfiguration(json: Self.rules))
    }

    static func url(_ path: String) -> URL { URL(string: "https://m.example\(path)")! }
    var paths: [String] { navigator.main.compactMap { $0.container == nil ? nil : $0.currentURL.path } }

    @Test func aPagesReplaceRootPush_replacesTheStack_ratherThanEmptyingIt() async throws {
        try await navigator.route(Self.url("/a"))
        try await navigator.route(Self.url("/b"))
        let b = try #require(navigator.main.last)
        try await navigator.pagePush("/c", overrides: ["presentation": "replace_root"], passData: .null, from: b)
        #expect(paths == ["/c"], "the route closed the stack and opened nothing")
        try await navigator.pagePush("/reset", overrides: [:], passData: .null, from: try #require(navigator.main.last))
        #expect(paths == ["/reset"])
    }

    @Test func aModalPagesRouteToTheMainStack_dismissesTheModal_andOpensThePage() async throws {
        try await navigator.route(Self.url("/a"))
        try await navigator.route(Self.url("/new"))
        let sheet = try #require(navigator.modal.last)
        try await navigator.pagePush("/c", overrides: [:], passData: .null, from: sheet)
        #expect(navigator.modal.isEmpty)
        #expect(paths == ["/a", "/c"], "the modal was dismissed and nothing opened")
    }

    @Test func aModalPagesReplaceRoot_ofTheModalStack_opensItsPage() async throws {
        try await navigator.route(Self.url("/a"))
        try await navigator.route(Self.url("/new"))
        let sheet = try #require(navigator.modal.last)
        try await navigator.pagePush("/sheet-reset", overrides: [:], passData: .null, from: sheet)
        #expect(navigator.modal.map(\.currentURL.path) == ["/sheet-reset"], "the modal stack was emptied and nothing opened")
    }
}

/// What the red team left open: pages leaving a stack, and a navigator nobody shows.
@MainActor
struct NavigatorShownPageTests {
    let navigator: Navigator
    init() throws {
        let (pool, _) = PoolFixture.pool()
        navigator = Navigator(pool: pool, paths: PathConfiguration())
    }

    static func url(_ path: String) -> URL { URL(string: "https://m.example\(path)")! }

    @Test func aPoppedPage_isNotShown_evenWhileThePageBelowIsBroughtBack() async throws {
        for path in ["/a", "/b", "/c", "/d"] { try await navigator.route(Self.url(path)) }
        navigator.handleMemoryPressure()
        let leaving = try #require(navigator.main.last?.container)
        let restoring = Task { try await navigator.popTo(index: 0) }
        // popTo first takes the pages off, then awaits the root's lease.
        await Task.yield()
        #expect(!leaving.isVisible, "a page off the stack still counted as shown")
        try await restoring.value
        #expect(navigator.stack.count == 1)
    }

    @Test func aNavigatorNobodyShows_showsNoPage_andShowingItAgainShowsTheTop() async throws {
        try await navigator.route(Self.url("/a"))
        try await navigator.route(Self.url("/b"))
        let top = try #require(navigator.topContainer)
        navigator.isShown = false
        #expect(!top.isVisible && navigator.stack.allSatisfy { !$0.isVisible })
        try await navigator.route(Self.url("/c"))
        #expect(navigator.stack.allSatisfy { !$0.isVisible }, "a push while hidden showed a page")
        navigator.isShown = true
        #expect(navigator.topContainer?.isVisible == true)
    }
}
