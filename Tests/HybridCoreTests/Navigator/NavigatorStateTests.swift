import Foundation
import Testing
@testable import HybridCore

/// The navigator's decisions as values: no engine, no container, only the stacks and a rule's properties.
struct NavigatorStateTests {
    static func page(_ id: Int, _ path: String) -> NavigatorState.Page { .init(id: id, url: url(path)) }
    static func url(_ path: String) -> URL { URL(string: "https://m.example\(path)")! }

    static func stacks(main: [String], modal: [String] = []) throws -> NavigatorState {
        var state = NavigatorState()
        for (index, path) in main.enumerated() { try state.push(page(index + 1, path), on: .main, maximumDepth: 20) }
        for (index, path) in modal.enumerated() { try state.push(page(100 + index, path), on: .modal, maximumDepth: 20) }
        return state
    }

    @Test func aNewURLPushes_theCurrentReplaces_thePreviousPops() throws {
        let state = try Self.stacks(main: ["/a", "/b"])
        #expect(state.steps(for: Self.url("/c"), context: nil, presentation: .default) == [.push(.main)])
        #expect(state.steps(for: Self.url("/b#top"), context: nil, presentation: .default) == [.replaceTop(.main)])
        #expect(state.steps(for: Self.url("/a"), context: nil, presentation: .default) == [.pop(.main)])
        #expect(state.steps(for: Self.url("/a"), context: nil, presentation: .push) == [.push(.main)])
    }

    @Test func aMainStackRouteDismissesTheModalFirst_andNoneChangesNothing() throws {
        let state = try Self.stacks(main: ["/a"], modal: ["/new"])
        #expect(state.steps(for: Self.url("/c"), context: nil, presentation: .default) == [.dismissModal, .push(.main)])
        #expect(state.steps(for: Self.url("/c"), context: nil, presentation: .pop) == [.dismissModal, .show])
        #expect(state.steps(for: Self.url("/c"), context: nil, presentation: .refresh) == [.dismissModal, .reloadTop])
        #expect(state.steps(for: Self.url("/c"), context: nil, presentation: .none) == [])
        #expect(state.steps(for: Self.url("/new"), context: "modal", presentation: .default) == [.replaceTop(.modal)])
        #expect(state.steps(for: Self.url("/edit"), context: "modal", presentation: .default) == [.push(.modal)])
        #expect(state.steps(for: Self.url("/x"), context: "modal", presentation: .replaceRoot) == [.replaceAll(.modal)])
    }

    @Test func clearAllGoesToTheRootAndReloadsIt_refreshPopsAndReloads() throws {
        let state = try Self.stacks(main: ["/a", "/b", "/c"])
        #expect(state.steps(for: Self.url("/home"), context: nil, presentation: .clearAll) == [.popTo(.main, index: 0), .reloadTop])
        #expect(state.steps(for: Self.url("/saved"), context: nil, presentation: .refresh) == [.pop(.main), .reloadTop])
        #expect(state.steps(for: Self.url("/r"), context: nil, presentation: .replaceRoot) == [.replaceAll(.main)])
        #expect(NavigatorState().steps(for: Self.url("/a"), context: nil, presentation: .replace) == [.push(.main)])
    }

    @Test func pushPopAndReplaceArePureFunctionsOfTheStacks() throws {
        var state = try Self.stacks(main: ["/a", "/b", "/c"])
        let before = state
        #expect(throws: NavigatorRefusal.self) { try state.push(Self.page(9, "/d"), on: .main, maximumDepth: 3) }
        #expect(state == before, "a refused push leaves the stacks as they were")
        #expect(try state.pop(.main) == Self.page(3, "/c"))
        #expect(state.replaceTop(of: .main, with: Self.page(4, "/e")) == Self.page(2, "/b"))
        #expect(state.main.map(\.id) == [1, 4])
        #expect(try state.popTo(.main, index: 0) == [Self.page(4, "/e")])
        #expect(throws: NavigatorRefusal.self) { try state.pop(.main) }
        #expect(state.main.map(\.id) == [1], "the root stays")
        try state.push(Self.page(5, "/m"), on: .modal, maximumDepth: 20)
        #expect(state.top?.id == 5 && state.stackOnTop == .modal && state.stack(of: 5) == .modal)
        #expect(state.clear(.modal).map(\.id) == [5])
        #expect(state.isOnTop(1))
        state.record(Self.url("/moved"), for: 1)
        #expect(state.main.first?.url.path == "/moved")
    }

    @Test func aBudgetDiscardsHiddenPagesDeepestFirstAcrossTabs_neverTheShownOne() throws {
        let shown = try Self.stacks(main: ["/a", "/b", "/c"])
        var other = NavigatorState()
        for (id, path) in [(11, "/x"), (12, "/y")] { try other.push(Self.page(id, path), on: .main, maximumDepth: 20) }
        let discarded = NavigatorState.discardable(in: [other, shown], shown: 3, maximumLive: 2) { _ in true }
        #expect(discarded.map(\.id) == [1, 11, 2], "two deep first, then one deep (the hidden tab's first); the shown page stays")
        #expect(NavigatorState.discardable(in: [other, shown], shown: 3, maximumLive: 0) { _ in true }.map(\.id) == [1, 11, 2, 12])
        #expect(NavigatorState.discardable(in: [other, shown], shown: 3, maximumLive: 4) { $0.id != 1 }.isEmpty)
    }
}
