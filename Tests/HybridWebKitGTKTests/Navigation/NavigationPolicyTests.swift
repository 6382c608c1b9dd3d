import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// The navigation policy chain's handlers in WebKitGTK, on both loopback origins.
final class NavigationPolicyChainTests: XCTestCase {
    func test_telMailtoAndAppLinks_areHandedToTheApp_andThePageStays() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<a id=tel href='tel:+8613800000000'>t</a><a id=mail href='mailto:a@example.com'>m</a>", at: "/links")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let recorder = PolicyRecorder()
            container.delegate = recorder
            container.configuration.navigationPolicy.append(ExternalSchemes())
            try await container.load(server.url("/links"))
            // Without a gesture: one gesture (WebKit counts the app's `evaluateJavaScript` as one) opens one app.
            _ = try await container.callAsyncJavaScriptWithoutUserGesture("document.getElementById('tel').click()")
            _ = try await container.callAsyncJavaScriptWithoutUserGesture("document.getElementById('mail').click()")
            _ = try await container.callAsyncJavaScriptWithoutUserGesture("location.href = 'weixin://dl/scan'")
            try await eventually("three handed out") { recorder.openedExternally.count == 3 }
            XCTAssertEqual(recorder.openedExternally.map { $0.url?.absoluteString },
                           ["tel:+8613800000000", "mailto:a@example.com", "weixin://dl/scan"])
            XCTAssertEqual(container.url, server.url("/links"))
        }
    }

    /// Every frame a click adds navigates with the click's gesture: five iframes to
    /// `weixin://…` reach the chain as five gestures. One click switches apps once.
    func test_oneClick_addingFiveFramesToAnAppLink_opensTheAppOnce() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: """
                <button style='position:absolute;left:0;top:0;width:300px;height:300px;display:block' onclick="
                  for (let i = 0; i < 5; i++) { const f = document.createElement('iframe'); f.src = 'weixin://dl/' + i; document.body.appendChild(f) }
                  fetch('/clicked')">five</button>
                """, at: "/five")
            await server.serve(html: "", at: "/clicked")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let recorder = PolicyRecorder()
            container.delegate = recorder
            container.configuration.navigationPolicy.append(ExternalSchemes())
            try await container.load(server.url("/five"))
            try XCTUnwrap(container.engineView as? GTKWebView).simulateClick(x: 50, y: 50)
            try await eventually("the click ran") { await !server.requests(to: "/clicked").isEmpty }
            try await eventually("an app opened") { !recorder.openedExternally.isEmpty }
            try await Task.sleep(for: .milliseconds(300))  // time for the other frames' navigations
            XCTAssertEqual(recorder.openedExternally.map { $0.url?.absoluteString }, ["weixin://dl/0"])
        }
    }

    func test_foreignHost_mainFrame_isOpenedOutside_directAndAfterRedirect_whileItsIframeStillLoads() throws {
        try EngineHarness.run { engine, server in
            let inner = server.secondURL("/inner-frame")
            await server.serve(html: "<title>inner</title>", at: "/inner-frame")
            await server.serve(html: "<title>home</title><iframe src='\(inner.absoluteString)'></iframe>", at: "/home")
            await server.serve(html: "<title>away</title>", at: "/away")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let recorder = PolicyRecorder()
            container.delegate = recorder
            container.configuration.navigationPolicy.append(AllowedHosts([server.origin.host!]))
            try await container.load(server.url("/home"))
            try await eventually("iframe of the other host loaded") { await !server.requests(to: "/inner-frame").isEmpty }
            let away = server.secondURL("/away")
            _ = try await container.callAsyncJavaScript("location.href = href", arguments: ["href": .string(away.absoluteString)])
            try await eventually("opened outside") { recorder.openedExternally.count == 1 }
            let hop = server.url("/redirect?to=" + away.absoluteString.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)
            _ = try await container.callAsyncJavaScript("location.href = href", arguments: ["href": .string(hop.absoluteString)])
            try await eventually("redirect opened outside") { recorder.openedExternally.count == 2 }
            XCTAssertEqual(recorder.openedExternally.map { $0.url }, [away, away])
            try await Task.sleep(for: .milliseconds(100))  // time for a foreign page that must not show
            XCTAssertEqual(container.url, server.url("/home"), "the foreign page is never shown")
        }
    }

    func test_targetBlankAndWindowOpen_followTheRule_sameViewNewContainerOrRefused() throws {
        try EngineHarness.run { engine, server in
            let box = "position:absolute;left:0;top:0;width:300px;height:300px;display:block"
            await server.serve(html: "<a style='\(box)' target=_blank href='/opened?via=link'>open</a>", at: "/opener-link")
            await server.serve(html: "<button style='\(box)' onclick=\"window.result = window.open('/opened?via=script')\">open</button>",
                               at: "/opener-script")
            await server.serve(html: "<title>opened</title>", at: "/opened")
            for page in ["/opener-link", "/opener-script"] {
                for rule in [NewWindows.Rule.sameView, .newContainer, .refuse] {
                    let container = try EngineHarness.container(engine)
                    defer { container.close() }
                    let recorder = PolicyRecorder()
                    recorder.makeContainer = { try? EngineHarness.container(engine) }
                    container.delegate = recorder
                    container.configuration.navigationPolicy.append(NewWindows(rule))
                    try await container.load(server.url(page))
                    await server.clearRequests()
                    try (container.engineView as! GTKWebView).simulateClick(x: 50, y: 50)
                    switch rule {
                    case .sameView:
                        try await eventually("\(page) opened here") { container.url?.path == "/opened" && !container.isLoading }
                    case .newContainer:
                        try await eventually("\(page) opened in the app's container") {
                            recorder.madeContainers.first?.url?.path == "/opened" && recorder.madeContainers.first?.isLoading == false
                        }
                        XCTAssertEqual(container.url?.path, page)
                        recorder.madeContainers.forEach { $0.close() }
                    case .refuse:
                        try await Task.sleep(for: .milliseconds(300))  // time for a page that must not open
                        XCTAssertEqual(container.url?.path, page)
                        let opened = await server.requests(to: "/opened")
                        XCTAssertTrue(opened.isEmpty, "\(page): nothing was requested")
                    }
                }
            }
        }
    }

    /// WebKit reports every `window.open` of one click as the person's gesture, ten
    /// in a loop too; and it lets the page open a local file or a `data:` document
    /// in a window it could not navigate its own frame to. One click opens one
    /// screen, and never one of those.
    func test_oneClick_opensOneScreen_andNeverALocalFileOrThePagesOwnDocument() throws {
        try EngineHarness.run { engine, server in
            let box = "position:absolute;top:0;width:200px;height:200px;display:block"
            await server.serve(html: """
                <button style='\(box);left:0' onclick="for (let i = 0; i < 10; i++) window.open('/opened?i=' + i)">ten</button>
                <button style='\(box);left:250px' onclick="window.open('file:///etc/hostname'); window.open('data:text/html,<title>mine</title>')">local</button>
                """, at: "/opener")
            await server.serve(html: "<title>opened</title>", at: "/opened")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let recorder = PolicyRecorder()
            recorder.makeContainer = { try? EngineHarness.container(engine) }
            container.delegate = recorder
            container.configuration.navigationPolicy.append(ExternalSchemes())
            container.configuration.navigationPolicy.append(NewWindows(.newContainer))
            try await container.load(server.url("/opener"))
            defer { recorder.madeContainers.forEach { $0.close() } }
            let view = try XCTUnwrap(container.engineView as? GTKWebView)
            try view.simulateClick(x: 100, y: 100)
            try await eventually("the first window opened") { recorder.madeContainers.first?.url?.path == "/opened" }
            _ = try await container.evaluateJavaScript("1")  // after every `create` of the click was answered
            XCTAssertEqual(recorder.madeContainers.count, 1, "one click opened \(recorder.madeContainers.count) screens")
            try await Task.sleep(for: .milliseconds(1100))  // the next click is another gesture (the gate counts one per second)
            try view.simulateClick(x: 350, y: 100)
            _ = try await container.evaluateJavaScript("1")
            try await Task.sleep(for: .milliseconds(300))  // time for a window that must not open
            XCTAssertEqual(recorder.madeContainers.count, 1, "opened \(recorder.madeContainers.dropFirst().map { $0.url?.absoluteString ?? "?" })")
            let opened = await server.requests(to: "/opened")
            XCTAssertEqual(opened.count, 1)
        }
    }

    /// A click inside a frame of another origin is a real gesture, and WebKitGTK names
    /// no frame: while the page holds a frame, nothing proves who asked, so its
    /// `window.open` opens no native screen, the frame's and the main document's alike.
    func test_windowOpen_inAPageHoldingAFrameOfAnotherOrigin_opensNothing() throws {
        try EngineHarness.run { engine, server in
            let box = "position:absolute;top:0;width:200px;height:200px;display:block;border:0"
            await server.serve(html: """
                <button style='\(box);left:0' onclick="fetch('/clicked?in=frame'); window.open('/opened?via=frame')">frame</button>
                """, at: "/ad-frame")
            let frame = server.secondURL("/ad-frame").absoluteString
            await server.serve(html: """
                <iframe style='\(box);left:0' src='\(frame)'></iframe>
                <button style='\(box);left:250px' onclick="fetch('/clicked?in=main'); window.open('/opened?via=main')">main</button>
                """, at: "/with-frame")
            await server.serve(html: "<title>opened</title>", at: "/opened")
            await server.serve(html: "", at: "/clicked")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let recorder = PolicyRecorder()
            recorder.makeContainer = { try? EngineHarness.container(engine) }
            container.delegate = recorder
            container.configuration.navigationPolicy.append(NewWindows(.newContainer))
            try await container.load(server.url("/with-frame"))
            try await eventually("the frame loaded") { await !server.requests(to: "/ad-frame").isEmpty }
            let view = try XCTUnwrap(container.engineView as? GTKWebView)
            try view.simulateClick(x: 100, y: 100)
            try view.simulateClick(x: 350, y: 100)
            try await eventually("both buttons ran") { await server.requests(to: "/clicked").count == 2 }
            // `window.open` waits for WebKit's `create` to be answered: a round trip after both clicks follows both answers.
            _ = try await container.evaluateJavaScript("1")
            defer { recorder.madeContainers.forEach { $0.close() } }
            XCTAssertEqual(recorder.madeContainers.count, 0, "a page holding a frame is never proven to be the one asking")
            let opened = await server.requests(to: "/opened")
            XCTAssertTrue(opened.isEmpty)
        }
    }

    func test_downloadAndNonHTMLResponses_areGivenToTheApp_whichCancelsThem() throws {
        try EngineHarness.run { engine, server in
            await server.route("/report.bin") { _ in
                TestResponse(headers: [("Content-Type", "application/octet-stream"), ("Content-Disposition", "attachment; filename=report.bin")],
                             body: Data([1, 2, 3]))
            }
            await server.route("/data.zip") { _ in TestResponse(headers: [("Content-Type", "application/zip")], body: Data([0x50, 0x4b])) }
            await server.serve(html: "<title>list</title>", at: "/list")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let recorder = PolicyRecorder()
            container.delegate = recorder
            try await container.load(server.url("/list"))
            _ = try await container.evaluateJavaScript("location.href = '/report.bin'")
            try await eventually("the download reached the app") { recorder.responses.contains { $0.url?.path == "/report.bin" } }
            _ = try await container.evaluateJavaScript("location.href = '/data.zip'")
            try await eventually("the zip reached the app") { recorder.responses.contains { $0.url?.path == "/data.zip" } }
            let download = try XCTUnwrap(recorder.responses.first { $0.url?.path == "/report.bin" })
            XCTAssertTrue(download.isAttachment)
            XCTAssertTrue(download.isMainFrame)
            let zip = try XCTUnwrap(recorder.responses.first { $0.url?.path == "/data.zip" })
            XCTAssertFalse(zip.canShowMIMEType)
            try await Task.sleep(for: .milliseconds(100))  // time for a navigation that must not happen
            XCTAssertEqual(container.url, server.url("/list"))
            recorder.responseAnswer = { _ in .cancel }
            do {
                try await container.load(server.url("/blank?refused-by-app=1"))
                XCTFail("the app refused the response")
            } catch let error as NavigationError {
                XCTAssertEqual(error, .cancelled)
            }
        }
    }

    func test_replacingTheChain_stillRoutesAppSchemeLinksToTheBridge() throws {
        try EngineHarness.run { engine, server in
            var scanned: [JSONValue] = []
            let container = try await BridgePage.open(engine, server) { container in
                container.bridge.routeURLScheme("jxaction")
                container.bridge.register("scan", options: BridgeHandlerOptions(acceptsURLScheme: true)) { (p: JSONValue) -> Bool in
                    scanned.append(p)
                    return true
                }
            }
            defer { container.close() }
            let recorder = PolicyRecorder()
            container.delegate = recorder
            container.configuration.navigationPolicy = NavigationPolicyChain([ExternalSchemes()])
            _ = try await container.evaluateJavaScript("location.href = 'jxaction://scan?kind=qr'")
            try await eventually("routed to the bridge") { scanned.count == 1 }
            XCTAssertEqual(scanned, [["kind": "qr"]])
            XCTAssertTrue(recorder.openedExternally.isEmpty, "the app scheme was not handed out as an external link")
        }
    }
}
