import CWebKitGTK
import Foundation
@testable import HybridCore
import HybridVocabulary
import HybridTestServer
import HybridTesting
@testable import HybridWebKitGTK
import XCTest

/// An on-screen keyboard reported on Linux (GTK reports none itself), in a real
/// `HybridWindow`: the page hears it, and the view or the body gives it room.
final class KeyboardTests: XCTestCase {
    /// Logs each keyboard event with the height it carried and whether, as it
    /// arrived, the body had exactly the room the keyboard left (`fits`) or had its
    /// own height back (`own`). The body fills the viewport (quirks mode) when nothing sets its height.
    static let page = """
        <title>form</title><body style="margin:0"><input id=name>
        <script>
        window.log = [];
        const body = () => document.body.style.height === '' ? 'own' : Math.round(document.body.getBoundingClientRect().height) === innerHeight - window.expected ? 'fits' : 'wrong';
        hybrid.on('keyboard.show', e => { window.expected = e.height; log.push('show ' + e.height + ' ' + body()); });
        hybrid.on('keyboard.hide', e => log.push('hide ' + e.height + ' ' + body()));
        </script></body>
        """

    @MainActor
    static func window(_ engine: GTKEngine, _ resize: ViewSettings.KeyboardResize) throws -> HybridWindow {
        var configuration = ContainerConfiguration()
        configuration.viewSettings.keyboardResize = resize
        return try ShellHarness.window(engine, configuration: configuration)
    }

    /// The page's height when the keyboard leaves it `keyboard` points: the window's page area less that.
    @MainActor
    static func room(_ window: HybridWindow, keyboard: Int32) async throws -> Bool {
        let area = gtk_widget_get_allocated_height(window.widgets.stack)
        return try await window.container.evaluateJavaScript("innerHeight") == .number(Double(area - keyboard))
    }

    func test_nativeResize_shortensTheView_bothWays_andThePageHearsTheHeights() throws {
        try EngineHarness.run { engine, server in
            let window = try Self.window(engine, .native)
            defer { window.close() }
            try await ShellHarness.open(window, server, html: Self.page, path: "/keyboard/native")
            try await eventually("the page fills its area") { try await Self.room(window, keyboard: 0) }
            try window.container.chrome.keyboardDidChange(height: 200)
            try await eventually("the view gave the keyboard room") { try await Self.room(window, keyboard: 200) }
            try window.container.chrome.keyboardDidChange(height: 0)
            try await eventually("the room back") { try await Self.room(window, keyboard: 0) }
            let log = try await window.container.evaluateJavaScript("log")
            XCTAssertEqual(log, ["show 200 own", "hide 0 own"], "the view shrinks; the body is left alone")
        }
    }

    func test_bodyResize_givesTheBodyWhatTheKeyboardLeaves_beforeThePageHearsIt_andGivesItBack() throws {
        try EngineHarness.run { engine, server in
            let window = try Self.window(engine, .body)
            defer { window.close() }
            try await ShellHarness.open(window, server, html: Self.page, path: "/keyboard/body")
            try await eventually("the page fills its area") { try await Self.room(window, keyboard: 0) }
            try window.container.chrome.keyboardDidChange(height: 150)
            try window.container.chrome.keyboardDidChange(height: 0)
            try await eventually("both events") { try await window.container.evaluateJavaScript("log.length") == 2 }
            let log = try await window.container.evaluateJavaScript("log")
            XCTAssertEqual(log, ["show 150 fits", "hide 0 own"])
            try await eventually("the view kept its height") { try await Self.room(window, keyboard: 0) }
            // The window grows while the keyboard is up: the body follows, keeping the keyboard's room.
            try window.container.chrome.keyboardDidChange(height: 100)
            gtk_window_resize(hk_window(window.widgets.window), 400, 600)
            try await eventually("the body follows the window") {
                try await window.container.evaluateJavaScript("Math.round(document.body.getBoundingClientRect().height) === innerHeight - 100 && innerHeight > 500") == true
            }
        }
    }

    func test_withResizeNone_thePageHearsTheKeyboard_andNothingMoves() throws {
        try EngineHarness.run { engine, server in
            let window = try Self.window(engine, .none)
            defer { window.close() }
            try await ShellHarness.open(window, server, html: Self.page, path: "/keyboard/none")
            try window.container.chrome.keyboardDidChange(height: 180)
            try await eventually("the show event") { try await window.container.evaluateJavaScript("log.length") == 1 }
            let log = try await window.container.evaluateJavaScript("log[0]")
            XCTAssertEqual(log, "show 180 own")
            try await eventually("the view kept its height") { try await Self.room(window, keyboard: 0) }
        }
    }
}
