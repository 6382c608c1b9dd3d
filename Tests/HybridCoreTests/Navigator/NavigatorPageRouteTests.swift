import Foundation
import Testing
@testable import HybridCore
import HybridEngineSupport
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
