import Foundation
import HybridCore
import HybridTestServer
@testable import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// What an app observes without the engine interface: the chrome followed by
/// several observers at once, the main frame's commit, and the title as soon as the document has one.
final class ShellModelTests: XCTestCase {
    func test_chrome_isFollowedByTheShellAndEveryObserver_untilEachTokenGoes() throws {
        try EngineHarness.run { engine, server in
            let window = try ShellHarness.window(engine)
            defer { window.close() }
            try await ShellHarness.open(window, server, html: "<title>doc</title>", path: "/observed")
            var first: [String] = [], second: [String] = []
            let chrome = window.container.chrome
            let firstToken = chrome.observe { first.append(chrome.title) }
            var secondToken: ObservationToken? = chrome.observe { second.append(chrome.title) }
            _ = try await BridgePage.run(window.container, "await hybrid.chrome.setTitle('One')")
            try await eventually("both observers and the window saw it") {
                first.last == "One" && second.last == "One" && window.headerTitle == "One"
            }
            secondToken = nil
            _ = try await BridgePage.run(window.container, "await hybrid.chrome.setTitle('Two')")
            try await eventually("the first observer and the window saw it") { first.last == "Two" && window.headerTitle == "Two" }
            XCTAssertEqual(second.last, "One", "a released token's observer hears nothing more")
            XCTAssertNil(secondToken)
            firstToken.cancel()
            _ = try await BridgePage.run(window.container, "await hybrid.chrome.setTitle('Three')")
            try await eventually("the window still follows") { window.headerTitle == "Three" }
            XCTAssertEqual(first.last, "Two", "a cancelled token's observer hears nothing more")
        }
    }

    func test_delegate_hearsTheCommitAndTheTitle_beforeASlowPageFinishes() throws {
        try EngineHarness.run { engine, server in
            await server.route("/slow.png") { _ in TestResponse(headers: [("Content-Type", "image/png")], delay: .milliseconds(800)) }
            await server.serve(html: "<title>Early</title><p>text</p><img src=\"/slow.png\">", at: "/early-title")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let recorder = EventRecorder()
            container.delegate = recorder
            try await container.load(server.url("/early-title"))
            XCTAssertEqual(recorder.timeline, ["started", "committed /early-title", "title Early", "finished"])
        }
    }

    func test_anAppsOwnScreen_bindsLikeAShell_andClosesOnce() throws {
        try EngineHarness.run { engine, server in
            let container = try EngineHarness.container(engine)
            var renders = 0, closes = 0, leaves = 0
            let binding = try ShellBinding(container: container, render: { renders += 1 },
                                           close: { closes += 1 }, didClose: { leaves += 1 })
            await server.serve(html: "<title>own</title>", at: "/own-screen")
            try await container.load(server.url("/own-screen"))
            XCTAssertGreaterThan(renders, 0)
            _ = try await BridgePage.run(container, "hybrid.chrome.close(); return 1")
            try await eventually("the page asked the screen to close") { closes == 1 }
            XCTAssertTrue(binding.closeContainer())
            XCTAssertFalse(binding.closeContainer(), "closing twice closes once")
            XCTAssertEqual(leaves, 0, "the screen that closed itself leaves by itself")
            XCTAssertThrowsError(try ShellBinding(container: container, render: {}, close: {}, didClose: {}))
        }
    }
}
