import Foundation
@testable import HybridCore
import HybridTestServer
@testable import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// What one lease leaves behind, the next never sees: each test uses a
/// pooled view, returns it, and checks the view that replaced it, which runs
/// in the same web process (so it is the pool's, not a cold view).
final class PoolHygieneTests: XCTestCase {
    static let red: UInt32 = 0xFF0000

    func test_leasedView_firstPaint_neverShowsPreviousPage() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<style>html,body{margin:0;height:100%;background:#f00}</style><title>red</title>", at: "/pool/red")
            await server.serve(html: "<style>html,body{margin:0;height:100%;background:#0f0}</style><title>green</title>", at: "/pool/green")
            let pool = PoolHarness.pool(engine)
            await pool.prewarm(1)
            let first = try await pool.lease()
            try await first.load(server.url("/pool/red"))
            try await PoolHarness.painted(first)
            let redShot = try await first.snapshotPNG()
            XCTAssertTrue(try PoolHarness.snapshot(redShot, contains: Self.red), "the earlier page is red")
            let second = try await PoolHarness.returnAndLeaseAgain(first, from: pool)
            defer { second.close() }
            var shots = [try await second.snapshotPNG()]  // what the leased view shows before it loads
            var commitShot: Task<Data?, Never>?
            second.onNavigationEvent = { event in
                if case .committed = event, commitShot == nil { commitShot = Task { @MainActor in try? await second.snapshotPNG() } }
            }
            try await second.load(server.url("/pool/green"))
            let shotAtCommit = await commitShot?.value
            shots.append(try XCTUnwrap(shotAtCommit, "a frame as the new page commits"))
            try await PoolHarness.painted(second)
            let greenShot = try await second.snapshotPNG()
            XCTAssertEqual(try PixelImage(png: greenShot).pixel(x: 10, y: 10), 0x00FF00)
            shots.append(greenShot)
            for (index, shot) in shots.enumerated() {
                XCTAssertFalse(try PoolHarness.snapshot(shot, contains: Self.red), "frame \(index) shows the earlier page")
            }
        }
    }

    func test_leasedView_historyOfEarlierLease_isUnreachable() throws {
        try EngineHarness.run { engine, server in
            for page in ["one", "two", "three"] { await server.serve(html: "<title>\(page)</title>", at: "/pool/history/\(page)") }
            let pool = PoolHarness.pool(engine)
            await pool.prewarm(1)
            let first = try await pool.lease()
            try await first.load(server.url("/pool/history/one"))
            try await first.load(server.url("/pool/history/two"))
            XCTAssertTrue(first.canGoBack)
            let second = try await PoolHarness.returnAndLeaseAgain(first, from: pool)
            defer { second.close() }
            XCTAssertFalse(second.canGoBack)
            try await second.load(server.url("/pool/history/three"))
            XCTAssertFalse(second.canGoBack, "no earlier page, and no warm-up page either")
            XCTAssertFalse(second.canGoForward)
            let length = try await second.evaluateJavaScript("history.length")
            XCTAssertEqual(length, 1, "the page's own history holds only itself")
            do {
                try await second.goBack(timeout: .seconds(5))
                XCTFail("there is nothing to go back to")
            } catch EngineError.operationFailed {}
            _ = try await second.evaluateJavaScript("history.go(-1); history.back(); true")
            try await second.load(server.url("/pool/history/three"))
            XCTAssertEqual(second.url, server.url("/pool/history/three"))
            let earlier = await server.requests(to: "/pool/history/one")
            XCTAssertEqual(earlier.count, 1, "the earlier lease's page was never shown again")
        }
    }

    func test_leasedView_sessionStorageOfEarlierLease_isGone() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>storage</title>", at: "/pool/storage")
            let pool = PoolHarness.pool(engine)
            await pool.prewarm(1)
            let first = try await pool.lease()
            try await first.load(server.url("/pool/storage"))
            _ = try await first.evaluateJavaScript("sessionStorage.setItem('cart', 'lease-1'); localStorage.setItem('shared', 'lease-1'); true")
            let second = try await PoolHarness.returnAndLeaseAgain(first, from: pool)
            defer { second.close() }
            try await second.load(server.url("/pool/storage"))
            let session = try await second.evaluateJavaScript("sessionStorage.getItem('cart')")
            XCTAssertEqual(session, .null, "session storage belongs to the earlier page")
            let local = try await second.evaluateJavaScript("localStorage.getItem('shared')")
            XCTAssertEqual(local, "lease-1", "local storage is the origin's, shared by design, as in any browser")
        }
    }

    func test_leasedView_scrollAndZoomOfEarlierLease_areGone() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>tall</title><style>body{margin:0} div{height:6000px}</style><div></div>", at: "/pool/tall")
            let pool = PoolHarness.pool(engine)
            await pool.prewarm(1)
            let first = try await pool.lease()
            try await first.load(server.url("/pool/tall"))
            let unzoomedWidth = try await first.evaluateJavaScript("innerWidth")
            try XCTUnwrap(PoolHarness.gtkView(of: first)).zoomLevel = 2
            _ = try await first.evaluateJavaScript("scrollTo(0, 1234); true")
            let zoomedWidth = try await first.evaluateJavaScript("innerWidth")
            XCTAssertNotEqual(zoomedWidth, unzoomedWidth, "zoom 2 halves the CSS width")
            let scrolled = try await first.evaluateJavaScript("scrollY")
            XCTAssertEqual(scrolled, 1234)
            let second = try await PoolHarness.returnAndLeaseAgain(first, from: pool)
            defer { second.close() }
            XCTAssertEqual(try XCTUnwrap(PoolHarness.gtkView(of: second)).zoomLevel, 1)
            try await second.load(server.url("/pool/tall"))
            let scrollNow = try await second.evaluateJavaScript("scrollY"), widthNow = try await second.evaluateJavaScript("innerWidth")
            XCTAssertEqual(scrollNow, 0)
            XCTAssertEqual(widthNow, unzoomedWidth)
        }
    }

    func test_leasedView_userScriptsAndBridgeHandlersOfEarlierLease_areGone() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>bridge</title>", at: "/pool/bridge")
            let pool = PoolHarness.pool(engine)
            await pool.prewarm(1)
            let first = try await pool.lease()
            try first.addUserScript(UserScript(source: "window.fromEarlierLease = true"))
            first.bridge.register("earlier.secret") { (_: JSONValue) in "secret" }
            try await first.load(server.url("/pool/bridge"))
            try await first.bridge.waitUntilPageReady()
            let earlierAnswer = try await BridgePage.call(first, "earlier.secret")
            XCTAssertEqual(earlierAnswer, ["ok": "secret"], "the handler worked in its own lease")
            let second = try await PoolHarness.returnAndLeaseAgain(first, from: pool)
            defer { second.close() }
            try await second.load(server.url("/pool/bridge"))
            try await second.bridge.waitUntilPageReady()
            let leftover = try await second.evaluateJavaScript("typeof window.fromEarlierLease")
            XCTAssertEqual(leftover, "undefined")
            let answer = try await BridgePage.call(second, "earlier.secret")
            XCTAssertEqual(answer["code"], "handler_not_found")
            // Only the container's own built-in handlers (hybrid.chrome, hybrid.keyboard) are there.
            XCTAssertEqual(second.bridge.handlerNames.filter { !$0.hasPrefix("hybrid.chrome.") && !$0.hasPrefix("hybrid.keyboard.") }, [])
        }
    }

    func test_leasedView_trustedOriginsAndDelegateOfEarlierLease_areGone() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>trust</title>", at: "/pool/trust")
            let pool = PoolHarness.pool(engine)
            await pool.prewarm(1)
            let first = try await pool.lease()
            let recorder = EventRecorder()
            first.delegate = recorder
            let foreign = try XCTUnwrap(BridgeOrigin(url: server.secondURL("/")))
            first.trust(foreign)
            try await first.load(server.url("/pool/trust"))
            XCTAssertEqual(recorder.events, ["started", "finished"])
            let second = try await PoolHarness.returnAndLeaseAgain(first, from: pool)
            defer { second.close() }
            XCTAssertEqual(second.trustedOrigins, [])
            XCTAssertNil(second.delegate)
            try await second.load(server.url("/pool/trust"))
            XCTAssertEqual(second.trustedOrigins, [try XCTUnwrap(BridgeOrigin(url: server.url("/")))])
            XCTAssertEqual(recorder.events, ["started", "finished"], "the earlier delegate heard nothing of the new lease")
        }
    }

    func test_pendingCallOfEarlierLease_settlesBridgeClosed_andTheNextLeaseAnswers() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: """
                <title>calls</title><script>
                hybrid.register('h5.hang', () => new Promise(() => {}));
                hybrid.register('h5.ok', () => 'ok');
                </script>
                """, at: "/pool/calls")
            let pool = PoolHarness.pool(engine)
            await pool.prewarm(1)
            let first = try await pool.lease()
            try await first.load(server.url("/pool/calls"))
            let bridge = first.bridge
            let hanging = Task { @MainActor in await bridgeFailure { try await bridge.callRaw("h5.hang") } }
            try await eventually("call delivered") { bridge.pending.count == 1 }
            let second = try await PoolHarness.returnAndLeaseAgain(first, from: pool)
            defer { second.close() }
            let error = await hanging.value
            XCTAssertEqual(error, .closed)
            XCTAssertEqual(error?.code, "bridge_closed")
            try await second.load(server.url("/pool/calls"))
            let answer: String = try await second.bridge.call("h5.ok", JSONValue.null)
            XCTAssertEqual(answer, "ok")
        }
    }
}
