import Foundation
import Testing
@testable import HybridCore
import HybridTesting
import HybridVocabulary

/// The rule every shell keeps when a view appears: a page counts as shown only when its navigator
/// says so (shown, and the page on top), never because the platform put its view in a window; and a
/// navigator not shown keeps its modal stack off screen, untouched.
@MainActor
struct ShellShowsWhatTheNavigatorShowsTests {
    @Test func aPageUnderAModal_orInANavigatorNotShown_isNotShown_whateverItsViewSays() async throws {
        let f = try NavigatorDoorsFixture(grants: [:], rules: #"[{"patterns": ["^/sheet"], "properties": {"context": "modal"}}]"#)
        try await f.navigator.route(NavigatorDoorsFixture.url("/home"))
        let home = try #require(f.navigator.stack.first)
        #expect(f.navigator.shows(home))
        #expect(!f.navigator.showsModal)
        try await f.navigator.route(NavigatorDoorsFixture.url("/sheet"))
        let sheet = try #require(f.navigator.modalStack.last)
        #expect(!f.navigator.shows(home), "a page under a sheet presented later is not shown")
        #expect(f.navigator.shows(sheet))
        #expect(f.navigator.showsModal)
        f.navigator.isShown = false  // its tab was switched away
        #expect(!f.navigator.shows(sheet) && !f.navigator.shows(home))
        #expect(!f.navigator.showsModal, "the shell takes the modal down")
        #expect(f.navigator.modalStack.count == 1, "but the modal stack stays, to come back with the tab")
        f.navigator.isShown = true
        #expect(f.navigator.showsModal && f.navigator.shows(sheet))
        let stranger = WebContainer(view: FakeWebEngineView())
        #expect(!f.navigator.shows(stranger), "a page of no navigator's is not this one's to show")
    }
}
