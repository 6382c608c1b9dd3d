import Foundation
import HybridCore
import HybridTestServer
@testable import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// A real `HybridWindow` under Xvfb: header bar, progress, error view, Back and Close.
final class HybridWindowTests: XCTestCase {
    func test_headerBar_showsPageTitleAndHost_andFollowsDocumentTitle() throws {
        try EngineHarness.run { engine, server in
            let window = try ShellHarness.window(engine)
            defer { window.close() }
            try await ShellHarness.open(window, server, html: "<title>First title</title><p>page</p>", path: "/titled")
            try await eventually("page title") { window.headerTitle == "First title" }
            XCTAssertEqual(window.headerSubtitle, "127.0.0.1")
            _ = try await window.container.evaluateJavaScript("document.title = 'Changed by the page'")
            try await eventually("title followed") { window.headerTitle == "Changed by the page" }
        }
    }

    func test_fixedTitle_winsOverThePage() throws {
        try EngineHarness.run { engine, server in
            var configuration = ContainerConfiguration()
            configuration.title = "Orders"
            let window = try ShellHarness.window(engine, configuration: configuration)
            defer { window.close() }
            try await ShellHarness.open(window, server, html: "<title>Page title</title>", path: "/fixed")
            _ = try await BridgePage.run(window.container, "await hybrid.chrome.setTitle('From page')")
            XCTAssertEqual(window.headerTitle, "Orders")
        }
    }

    func test_progressBar_showsDuringSlowLoad_andHidesAfter() throws {
        try EngineHarness.run { engine, server in
            await server.route("/slow-page") { _ in
                TestResponse(headers: [("Content-Type", "text/html")], body: Data("<title>slow</title>".utf8), delay: .milliseconds(800))
            }
            let window = try ShellHarness.window(engine)
            defer { window.close() }
            let load = Task { try await window.container.load(server.url("/slow-page")) }
            try await eventually("progress shown") { window.isProgressShown }
            _ = try await load.value
            try await eventually("progress hidden") { !window.isProgressShown }
            XCTAssertFalse(window.isErrorShown)
        }
    }

    func test_refusedConnection_showsErrorView_andRetryLoadsOnceServerIsBack() throws {
        try EngineHarness.run { engine, _ in
            let port = try ClosedPort.find()
            let url = try XCTUnwrap(URL(string: "http://127.0.0.1:\(port)/back-soon"))
            let window = try ShellHarness.window(engine)
            defer { window.close() }
            do {
                try await window.container.load(url)
                XCTFail("a refused connection loaded")
            } catch let error as NavigationError {
                XCTAssertEqual(error.code, "cannot_connect")
            }
            try await eventually("error view") { window.isErrorShown }
            XCTAssertTrue(window.errorMessage.contains("127.0.0.1"), window.errorMessage)
            XCTAssertFalse(window.isProgressShown)

            let revived = try await TestServer.start(firstPort: port)
            defer { Task { await revived.stop() } }
            await revived.serve(html: "<title>Back again</title>", at: "/back-soon")
            window.click(.retry)
            try await eventually("page after retry") { window.headerTitle == "Back again" }
            XCTAssertFalse(window.isErrorShown)
            let requests = await revived.requests(to: "/back-soon")
            XCTAssertEqual(requests.count, 1)
        }
    }

    func test_back_walksHistory_thenClosesWindowAndContainer() throws {
        try EngineHarness.run { engine, server in
            let delegate = ShellDelegate()
            var configuration = ContainerConfiguration()
            configuration.delegate = delegate
            let window = try ShellHarness.window(engine, configuration: configuration)
            var closedHeard = 0
            window.onClose = { closedHeard += 1 }
            try await ShellHarness.open(window, server, html: "<title>One</title>", path: "/history-one")
            await server.serve(html: "<title>Two</title>", at: "/history-two")
            try await navigatePage(window.container, to: server.url("/history-two"))
            try await eventually("second title") { window.headerTitle == "Two" }
            window.click(.back)
            try await eventually("back to one") { window.headerTitle == "One" && !window.container.isLoading }
            window.click(.back)
            try await eventually("closed") { window.isClosed }
            XCTAssertTrue(window.container.isClosed)
            XCTAssertEqual(closedHeard, 1)
            XCTAssertEqual(delegate.closeRequests, 1)
        }
    }

    func test_closingTheContainer_closesTheWindow() throws {
        try EngineHarness.run { engine, server in
            let window = try ShellHarness.window(engine)
            try await ShellHarness.open(window, server, html: "<title>t</title>", path: "/container-close")
            window.container.close()
            XCTAssertTrue(window.isClosed)
            XCTAssertThrowsError(try window.screenshotPNG())
        }
    }

    func test_hidingTheWindow_sendsContainerHiddenToThePage() throws {
        try EngineHarness.run { engine, server in
            let window = try ShellHarness.window(engine)
            defer { window.close() }
            try await ShellHarness.open(window, server, html: """
                <script>window.heard = []; hybrid.on('container.hidden', () => heard.push('hidden'));
                hybrid.on('container.visible', () => heard.push('visible'));</script>
                """, path: "/visibility")
            window.hide()
            try await eventually("hidden heard") { try await window.container.evaluateJavaScript("heard.join()") == "hidden" }
            XCTAssertFalse(window.container.isVisible)
            window.show()
            try await eventually("visible heard") { try await window.container.evaluateJavaScript("heard.join()") == "hidden,visible" }
        }
    }

    func test_networkMonitorChange_reachesThePageAsNetworkChange() throws {
        try EngineHarness.run { engine, server in
            let window = try ShellHarness.window(engine)
            defer { window.close() }
            try await ShellHarness.open(window, server, html: """
                <script>window.changes = []; hybrid.on('network.change', e => changes.push(e.reachable + ':' + e.network));</script>
                """, path: "/network")
            // From a known state, whatever GIO reported at the start: a repeat is not a change.
            window.networkChanged(available: true, metered: false)
            window.networkChanged(available: true, metered: false)
            window.networkChanged(available: false, metered: false)
            window.networkChanged(available: true, metered: true)
            try await eventually("both changes heard") {
                try await window.container.evaluateJavaScript("changes.join()").stringValue?.hasSuffix("false:none,true:cellular") == true
            }
            let heard = try await window.container.evaluateJavaScript("changes.join()").stringValue ?? ""
            XCTAssertTrue(["false:none,true:cellular", "true:unknown,false:none,true:cellular"].contains(heard), heard)
        }
    }

    func test_transparentBar_liesOverThePage_andHiddenBarIsGone() throws {
        try EngineHarness.run { engine, server in
            var configuration = ContainerConfiguration()
            configuration.navigationBar = .transparent
            configuration.showsCloseButton = false
            let window = try ShellHarness.window(engine, configuration: configuration)
            defer { window.close() }
            try await ShellHarness.open(window, server, html: "<title>over</title>", path: "/transparent")
            XCTAssertTrue(window.isHeaderOverPage)
            XCTAssertTrue(window.isHeaderShown)
            XCTAssertFalse(window.isCloseButtonShown)
            _ = try await BridgePage.run(window.container, "await hybrid.chrome.setBarHidden(true)")
            XCTAssertFalse(window.isHeaderShown)
        }
    }

    func test_aLoadRefusedBeforeItStarts_showsTheErrorViewWithTheReason() throws {
        try EngineHarness.run { engine, _ in
            let window = try ShellHarness.window(engine)
            defer { window.close() }
            window.show()
            do {
                try await window.container.load(URL(string: "http://127.0.0.1:9/")!)
                XCTFail("a blocked port loaded")
            } catch {}
            XCTAssertTrue(window.isErrorShown)
            XCTAssertTrue(window.errorMessage.contains("port 9 is blocked"), window.errorMessage)
        }
    }

    func test_windowForAClosedContainer_isRefused() throws {
        try EngineHarness.run { engine, _ in
            let container = try EngineHarness.container(engine)
            container.close()
            XCTAssertThrowsError(try HybridWindow(container: container)) { XCTAssertEqual($0 as? EngineError, .viewClosed) }
            let open = try EngineHarness.container(engine)
            defer { open.close() }
            XCTAssertThrowsError(try HybridWindow(container: open, width: 0, height: 100))
        }
    }

    func test_screenshot_showsHeaderBarAbovePage() throws {
        try EngineHarness.run { engine, server in
            var configuration = ContainerConfiguration()
            configuration.title = "Screenshot"
            let window = try ShellHarness.window(engine, configuration: configuration)
            defer { window.close() }
            try await ShellHarness.open(window, server, html: "<style>html,body{margin:0;height:100%;background:#ff0000}</style>", path: "/red")
            var image = try CairoPNG.decode(try window.screenshotPNG())
            try await eventually("page painted") {
                image = try CairoPNG.decode(try window.screenshotPNG())
                return image.pixel(x: image.width / 2, y: image.height - 10) & 0xFF_FFFF == 0xFF0000
            }
            XCTAssertEqual(image.width, 400)
            XCTAssertEqual(image.height, 500)
            // The header bar is drawn in the theme's colours, not the page's red.
            XCTAssertNotEqual(image.pixel(x: image.width / 2, y: 5) & 0xFF_FFFF, 0xFF0000)
        }
    }
}
