import CWebKitGTK
import Foundation
import HybridCore
@testable import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// What a closed view leaves behind in WebKit's own objects, and what a call leaves behind.
final class ViewTeardownLeakTests: XCTestCase {
    /// WebKitGTK 2.50 (GTK 3) parents a key-binding `GtkTextView` into each web view
    /// and never unparents it: about 19 KB kept per closed view, which a pool pays per lease.
    func test_closedView_releasesWebKitsKeyBindingTextView() throws {
        try EngineHarness.run { engine, _ in
            try await Self.assertTextViewsGo { engine.makeGTKView() }
        }
    }

    func test_closedViewSharingAProcess_releasesItsKeyBindingTextView() throws {
        try EngineHarness.run { engine, _ in
            let first = engine.makeGTKView()
            let container = WebContainer(view: first)
            defer { container.close() }
            try await container.loadHTML("<p>first</p>")
            try await Self.assertTextViewsGo { engine.makeGTKView(sharingProcessWith: first) }
        }
    }

    /// The text view is released after a page had keyboard focus and a key went through it.
    func test_viewThatHandledKeys_stillReleasesItsTextView() throws {
        try EngineHarness.run { engine, _ in
            try await Self.assertTextViewsGo { engine.makeGTKView() } use: { container in
                try await container.loadHTML("<input id=i autofocus>")
                let typed = try await container.evaluateJavaScript(
                    "const i = document.getElementById('i'); i.focus(); document.execCommand('insertText', false, 'abc'); i.value")
                XCTAssertEqual(typed, "abc")
            }
        }
    }

    /// `callAsyncJavaScript` hands WebKit arguments it never takes ownership of; if
    /// they are not released, every native→page bridge call leaks them (about 150 B
    /// per call with small arguments; here 8 KB each, so a leak would be 24 MB).
    func test_callAsyncJavaScriptArguments_areReleasedAfterTheCall() throws {
        try EngineHarness.run(limit: .seconds(120)) { engine, _ in
            let view = try EngineHarness.container(engine)
            defer { view.close() }
            try await view.loadHTML("<p>x</p>")
            let argument = JSONValue.string(String(repeating: "x", count: 8 * 1024))
            func calls(_ count: Int) async throws {
                for index in 0..<count {
                    let length = try await view.callAsyncJavaScript("return text.length + i", arguments: ["text": argument, "i": .number(Double(index))])
                    XCTAssertEqual(length.numberValue, Double(8 * 1024 + index))
                }
            }
            try await calls(300)
            let before = Self.heapInUse()
            try await calls(3_000)
            let grown = Self.heapInUse() - before
            XCTAssertLessThan(grown, 4 * 1024 * 1024, "heap grew \(grown / 1024) KB over 3,000 calls with 8 KB arguments")
        }
    }

    @MainActor
    private static func assertTextViewsGo(
        _ make: () -> GTKWebView, use: (WebContainer) async throws -> Void = { _ in }
    ) async throws {
        var watches: [FinalizationWatch] = []
        var viewWatch: FinalizationWatch?
        do {
            let view = make()
            let widgets = KeyBindingWidgets.recorded(in: view.webView)
            XCTAssertFalse(widgets.isEmpty, "this WebKit made no text view with its web view; if it stopped leaking one, KeyBindingWidgets can go")
            for widget in widgets {
                XCTAssertEqual(gtk_widget_get_parent(hk_widget(widget)), hk_widget(view.webView), "WebKit parents the text view into the web view")
                watches.append(FinalizationWatch.watch(object: widget))
            }
            viewWatch = FinalizationWatch.watch(view)
            let container = WebContainer(view: view)
            try await use(container)
            container.close()
        }
        try await eventually("web view finalized") { viewWatch?.finalized == true }
        try await eventually("key-binding text views finalized") { watches.allSatisfy(\.finalized) }
    }

    /// Bytes malloc has handed out and not had back, in every arena.
    private static func heapInUse() -> Int { Int(hk_malloc_bytes_in_use()) }
}
