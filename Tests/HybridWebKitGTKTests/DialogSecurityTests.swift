import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest

/// Dialogs a hostile frame or page opens: a cross-origin iframe cannot borrow
/// the page's name, and a page looping on `alert()` cannot hold the app.
final class DialogSecurityTests: XCTestCase {
    func test_pageWithoutFrames_alertCarriesThePagesOrigin() throws {
        try EngineHarness.run { engine, server in
            let delegate = DialogDelegate()
            let container = try await BridgePage.open(engine, server, html: "<p>plain</p>", path: "/dialog-plain")
            defer { container.close() }
            container.delegate = delegate
            Task { @MainActor in try? await BridgePage.run(container, "alert('hello'); return true") }
            try await eventually("dialog") { delegate.dialogs.count == 1 }
            XCTAssertEqual(delegate.dialogs.first?.sender, .mainFrame(origin: serializedOrigin(server.url("/"))))
        }
    }

    func test_crossOriginIframeAlert_doesNotWearTheMainPagesOrigin() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<script>alert('session expired, re-enter your password')</script>", at: "/phishing-frame")
            let delegate = DialogDelegate()
            let html = "<p>trusted page</p><iframe src=\"\(server.secondURL("/phishing-frame").absoluteString)\"></iframe>"
            await server.serve(html: html, at: "/dialog-host")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            container.delegate = delegate
            try await container.load(server.url("/dialog-host"))
            try await eventually("the iframe's dialog") { delegate.dialogs.count == 1 }
            let dialog = try XCTUnwrap(delegate.dialogs.first)
            XCTAssertEqual(dialog.message, "session expired, re-enter your password")
            XCTAssertEqual(dialog.sender, .unattributed, "WebKitGTK names no frame, and the page holds another origin's")
            XCTAssertNotEqual(dialog.sender.origin, serializedOrigin(server.url("/")))
        }
    }

    func test_frameInsertedByScript_makesLaterDialogsUnattributed() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<p>an embedded page</p>", at: "/plain-frame")
            let delegate = DialogDelegate()
            let container = try await BridgePage.open(engine, server, html: "<p>host</p>", path: "/dialog-late-frame")
            defer { container.close() }
            container.delegate = delegate
            // A frame in a closed shadow root: no mutation of the light DOM shows it, window.length does.
            try await BridgePage.run(container, """
                const host = document.createElement('div'); document.body.append(host);
                const root = host.attachShadow({mode: 'closed'});
                await new Promise(resolve => setTimeout(resolve, 50));
                const frame = document.createElement('iframe'); frame.src = src; root.append(frame);
                await new Promise(resolve => frame.onload = resolve);
                return true
                """, ["src": .string(server.secondURL("/plain-frame").absoluteString)])
            Task { @MainActor in try? await BridgePage.run(container, "alert('from the page'); return true") }
            try await eventually("dialog") { delegate.dialogs.count == 1 }
            XCTAssertEqual(delegate.dialogs.first?.sender, .unattributed)
        }
    }

    func test_alertLoop_reachesTheAppThreeTimes_thenIsSuppressed_andThePageRunsOn() throws {
        try EngineHarness.run { engine, server in
            let delegate = DialogDelegate()
            delegate.answer = { _ in .confirmed }
            let container = try await BridgePage.open(engine, server, html: "<p>flood</p>", path: "/dialog-flood")
            defer { container.close() }
            container.delegate = delegate
            let answer = try await BridgePage.run(container, """
                let confirmed = 0;
                for (let i = 0; i < 2000; i++) { alert(i); if (confirm(i)) confirmed++; }
                return confirmed
                """)
            XCTAssertEqual(delegate.dialogs.count, 3, "the default limit: 3 dialogs in 10 s reach the app")
            XCTAssertEqual(answer, 1, "one confirm was answered by the app, the suppressed ones as cancelled")
            XCTAssertTrue(container.areScriptDialogsSuppressed)
            XCTAssertEqual(container.suppressedScriptDialogCount, 3997)
            // The next document may open dialogs again.
            try await container.load(server.url("/dialog-flood"))
            Task { @MainActor in try? await BridgePage.run(container, "alert('new page'); return true") }
            try await eventually("dialog of the next document") { delegate.dialogs.count == 4 }
        }
    }
}
