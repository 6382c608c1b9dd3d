import Foundation
import Testing
@testable import HybridCore
import HybridTesting
import HybridVocabulary

/// Red team: an app's page may close, replace or reload only its own app's pages. From the stack
/// [host, b, a], app a (granted nothing) asking for `replace_root`, `clear_all`, `refresh` or a
/// `popTo` below its own pages is refused with `navigator_not_own_app`, and the stack stays as it was;
/// what touches only a's own pages still works.
@MainActor
struct NavigatorOwnAppTests {
    typealias F = NavigatorDoorsFixture
    static let host = "https://m.example/home"

    /// The stack [host, b, a], a's page committed and on top.
    static func hostBA() async throws -> (NavigatorDoorsFixture, NavigatorEntry) {
        let f = try F(grants: ["a": [], "b": []], rules: "[]")
        try await f.navigator.route(F.url("/home"))
        try await f.navigator.startApp("b")
        try await f.navigator.startApp("a")
        return (f, try await f.commitTop())
    }

    @Test(arguments: ["replace_root", "clear_all", "refresh"])
    func anAppsPresentation_thatWouldCloseAnotherAppsPages_isRefused_andTheStackStays(_ presentation: String) async throws {
        let (f, a) = try await Self.hostBA()
        let before = f.navigator.stack
        let code = await F.refusal {
            try await f.navigator.pagePush("app://a/home.html", overrides: ["presentation": .string(presentation)], passData: .null, from: a)
        }
        #expect(code == "navigator_not_own_app")
        #expect(f.urls == [Self.host, "app://b/index.html", "app://a/index.html"])
        #expect(f.navigator.stack.elementsEqual(before, by: ===) && before.allSatisfy { !$0.isClosed })
    }

    @Test func anAppsPopTo_belowItsOwnPages_isRefused_whileOverItsOwnPagesItGoesBack() async throws {
        let (f, a) = try await Self.hostBA()
        #expect(await F.refusal { try await f.navigator.pagePopTo(.number(0), from: a) } == "navigator_not_own_app")
        // A pattern names only the app's own pages: the host's URL matches nothing, as a wrong guess would (no oracle).
        #expect(await F.refusal { try await f.navigator.pagePopTo(.string("m.example"), from: a) } == "navigator_no_match")
        #expect(f.urls == [Self.host, "app://b/index.html", "app://a/index.html"])
        try await f.navigator.pagePush("app://a/two.html", overrides: [:], passData: .null, from: a)
        let two = try await f.commitTop()
        try await f.navigator.pagePopTo(.string("app://a/index"), from: two)
        #expect(f.urls == [Self.host, "app://b/index.html", "app://a/index.html"])
    }

    @Test func anAppsReplaceAndPop_ofItsOwnPage_stillWork() async throws {
        let (f, a) = try await Self.hostBA()
        try await f.navigator.pagePush("app://a/next.html", overrides: ["presentation": "replace"], passData: .null, from: a)
        #expect(f.urls == [Self.host, "app://b/index.html", "app://a/next.html"])
        let next = try await f.commitTop()
        try await f.navigator.pagePush("app://a/x.html", overrides: ["presentation": "pop"], passData: .null, from: next)
        #expect(f.urls == [Self.host, "app://b/index.html"])
    }

    @Test func theHostsPage_isNotLimitedToAnApp() async throws {
        let (f, _) = try await Self.hostBA()
        try await f.navigator.popTo(index: 0)
        let host = try await f.commitTop()
        try await f.navigator.pagePush("/reset", overrides: ["presentation": "replace_root"], passData: .null, from: host)
        #expect(f.urls == ["https://m.example/reset"])
    }
}
