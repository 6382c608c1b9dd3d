import CWebKitGTK
import Foundation
@testable import HybridCore
import HybridVocabulary
import HybridTestServer
import HybridTesting
@testable import HybridWebKitGTK
import XCTest

/// A navigator in a real GTK window: pages slide in a stack, Back pops, a modal
/// is a second window with Done, and a dialog waits for its page's slide.
final class NavigatorWindowTests: XCTestCase {
    func test_pushesSlideIn_backPops_andAModalIsASecondWindowWithDone() throws {
        try EngineHarness.run { engine, server in
            for path in ["/nav8/a", "/nav8/b", "/nav8/new"] { await server.serve(html: "<title>\(path.dropFirst(6))</title>", at: path) }
            let navigator = try NavigatorHarness.navigator(engine, rules: #"{"rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}]}"#)
            let window = try HybridNavigatorWindow(navigator: navigator)
            defer { window.close() }
            window.show()
            try await navigator.route(server.url("/nav8/a"))
            try await NavigatorHarness.top(navigator, is: "/nav8/a")
            try await navigator.route(server.url("/nav8/b"))
            let b = try await NavigatorHarness.top(navigator, is: "/nav8/b")
            try await eventually("the header to show b") { window.main.headerTitle == "b" }
            XCTAssertEqual(window.main.visiblePage, NavigatorScreen.name(b))
            XCTAssertTrue(window.main.isBackShown)
            window.main.click(back: true)
            try await eventually("Back to pop") { navigator.stack.count == 1 }
            try await eventually("the header to show a") { window.main.headerTitle == "a" }
            XCTAssertFalse(window.main.isBackShown, "nothing below the root to go back to")
            try await navigator.route(server.url("/nav8/new"))
            try await NavigatorHarness.top(navigator, is: "/nav8/new")
            let sheet = try window.modal.unwrapped("a modal window")
            try await eventually("the modal's header") { sheet.headerTitle == "new" }
            XCTAssertEqual(sheet.closeLabel, "Done")
            sheet.click(back: false)
            try await eventually("Done to dismiss the modal") { navigator.modalStack.isEmpty && window.modal == nil }
            XCTAssertEqual(window.main.headerTitle, "a")
        }
    }

    func test_pagesDiscardedUnderMemoryPressure_comeBackOneByOne_withBack() throws {
        try EngineHarness.run { engine, server in
            let paths = ["/nav10/p0", "/nav10/p1", "/nav10/p2", "/nav10/p3"]
            for path in paths { await server.serve(html: "<title>\(path.dropFirst(7))</title>", at: path) }
            let navigator = try NavigatorHarness.navigator(engine)
            let window = try HybridNavigatorWindow(navigator: navigator)
            defer { window.close() }
            window.show()
            for path in paths {
                try await navigator.route(server.url(path))
                try await NavigatorHarness.top(navigator, is: path)
            }
            navigator.handleMemoryPressure()
            XCTAssertEqual(navigator.stack.count, 2, "the two deepest pages were discarded")
            for path in paths.dropLast().reversed() {
                try await eventually("Back to be shown above \(path)") { window.main.isBackShown }
                window.main.click(back: true)
                try await NavigatorHarness.top(navigator, is: path)
            }
            XCTAssertEqual(navigator.depthOnTop, 1)
            try await eventually("no Back on the root") { !window.main.isBackShown }
        }
    }

    func test_anAlertFromThePushedPagesFirstScript_waitsForTheSlide_isShownOnce_andAnsweredOnce() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>a</title>", at: "/nav9/a")
            await server.serve(html: "<title>b</title><script>alert('from b'); window.answered = (window.answered || 0) + 1</script>", at: "/nav9/b")
            let navigator = try NavigatorHarness.navigator(engine)
            let window = try HybridNavigatorWindow(navigator: navigator)
            defer { window.close() }
            window.show()
            try await navigator.route(server.url("/nav9/a"))
            try await NavigatorHarness.top(navigator, is: "/nav9/a")
            await navigator.pool.prewarm(1)
            gtk_stack_set_transition_duration(hk_stack(window.main.widgets.stack), 1_500)
            try await navigator.route(server.url("/nav9/b"))
            try await eventually("the alert on screen") { window.dialogs.shownCount == 1 }
            XCTAssertEqual(window.dialogs.askedDuringTransition, 1, "the page asked while it was sliding in")
            XCTAssertEqual(window.dialogs.open.first?.duringTransition, false, "shown after the slide")
            XCTAssertEqual(window.dialogs.open.first?.message, "from b")
            window.dialogs.respond(ok: true)
            window.dialogs.respond(ok: true)
            let b = try navigator.topContainer.unwrapped()
            try await eventually("the page to run on") { try await b.evaluateJavaScript("window.answered || 0") == 1 }
            XCTAssertEqual(window.dialogs.shownCount, 1)
        }
    }
}

extension NavigatorScreen {
    var headerTitle: String? { gtk_header_bar_get_title(hk_header_bar(widgets.header)).map { String(cString: $0) } }
    var isBackShown: Bool { gtk_widget_get_visible(widgets.back) != 0 }
    var closeLabel: String? { gtk_button_get_label(hk_button(widgets.close)).map { String(cString: $0) } }
    var visiblePage: String? { gtk_stack_get_visible_child_name(hk_stack(widgets.stack)).map { String(cString: $0) } }
    func click(back: Bool) { gtk_button_clicked(hk_button(back ? widgets.back : widgets.close)) }
}
