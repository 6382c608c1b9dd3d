@testable import HybridCore
import HybridTesting
import XCTest

/// An engine that names the posting frame (WKWebView) outranks the runtime's stamp.
final class BridgeEngineFrameTests: XCTestCase {
    private static let call = #"{"t":"call","id":7,"name":"pay"}"#

    /// A container trusting `https://app.example`, with a main-frame-only `pay` handler that counts its runs.
    @MainActor
    private final class Page {
        let view = FakeWebEngineView()
        let container: WebContainer
        var runs = 0
        var refused: [BridgeError] = []

        init() throws {
            container = WebContainer(view: view)
            container.trust(try BridgeOrigin("https://app.example"))
            container.bridge.registerRaw("pay") { [unowned self] _, _ in
                runs += 1
                return RawJSON(trusted: "\"paid\"")
            }
            container.bridge.onInvalidMessage = { [unowned self] error, _ in refused.append(error) }
        }

        /// Posts what the runtime stamps (`origin`, main frame) with what the engine reports.
        func post(_ text: String = BridgeEngineFrameTests.call, origin: String = "https://app.example",
                  frame: FrameInfo?) async -> String? {
            let body: JSONValue = [.string(origin), .bool(true), .string(text)]
            guard case .success(.string(let reply))? = await view.post(body, to: "hybridkit", frame: frame) else { return nil }
            return reply
        }
    }

    func test_engineSubframeClaimingMainFrame_isRefusedUnrun() async throws {
        try await onMain {
            let page = try Page()
            let reply = await page.post(frame: FrameInfo(isMainFrame: false, securityOrigin: "https://app.example"))
            XCTAssertEqual(page.runs, 0)
            XCTAssertEqual(page.refused.map(\.code), ["sender_unknown"])
            XCTAssertTrue(reply?.contains("the engine's frame disagrees") == true, reply ?? "no reply")
            XCTAssertTrue(reply?.contains("a subframe of https://app.example") == true, reply ?? "no reply")
        }
    }

    func test_engineOriginDisagreeingWithRuntime_isRefusedUnrun() async throws {
        try await onMain {
            let page = try Page()
            let reply = await page.post(frame: FrameInfo(isMainFrame: true, securityOrigin: "https://evil.example"))
            XCTAssertEqual(page.runs, 0)
            XCTAssertEqual(page.refused.map(\.code), ["sender_unknown"])
            XCTAssertTrue(reply?.contains("the engine reports the main frame of https://evil.example") == true, reply ?? "no reply")
        }
    }

    func test_helloFromFrameTheEngineDisagreesWith_doesNotMakeThePageReady() async throws {
        try await onMain {
            let page = try Page()
            _ = await page.post(#"{"t":"hello"}"#, frame: FrameInfo(isMainFrame: false, securityOrigin: "https://app.example"))
            XCTAssertFalse(page.container.bridge.isPageReady)
            XCTAssertEqual(page.refused.map(\.code), ["sender_unknown"])
        }
    }

    func test_engineFrameAgreeingWithRuntime_isServed_evenWhenWrittenWithDefaultPort() async throws {
        try await onMain {
            let page = try Page()
            let plain = await page.post(frame: FrameInfo(isMainFrame: true, securityOrigin: "https://app.example"))
            let withPort = await page.post(frame: FrameInfo(isMainFrame: true, securityOrigin: "https://app.example:443"))
            XCTAssertEqual(plain, #"{"id":7,"result":"paid"}"#)
            XCTAssertEqual(withPort, #"{"id":7,"result":"paid"}"#)
            XCTAssertEqual(page.runs, 2)
            XCTAssertTrue(page.refused.isEmpty)
        }
    }

    func test_opaqueOriginsAgree_onlyWithOpaque() async throws {
        try await onMain {
            let page = try Page()
            _ = await page.post(origin: "null", frame: FrameInfo(isMainFrame: true, securityOrigin: "https://app.example"))
            let opaque = await page.post(origin: "null", frame: FrameInfo(isMainFrame: true, securityOrigin: "null"))
            XCTAssertEqual(page.refused.map(\.code), ["sender_unknown"], "an opaque stamp is not a named origin")
            XCTAssertTrue(opaque?.contains("origin_not_allowed") == true, "agreeing, it reaches the origin policy: \(opaque ?? "")")
        }
    }

    func test_noEngineFrame_isServedOnTheRuntimeStampAlone() async throws {
        try await onMain {
            let page = try Page()
            let reply = await page.post(frame: nil)
            XCTAssertEqual(reply, #"{"id":7,"result":"paid"}"#)
            XCTAssertEqual(page.runs, 1)
        }
    }
}
