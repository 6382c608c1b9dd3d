@testable import HybridCore
import HybridTesting
import Testing
import HybridVocabulary

/// An engine that names the posting frame (WKWebView) outranks the runtime's stamp.
@MainActor
struct BridgeEngineFrameTests {
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
            let body = JSONValue.string(RuntimePost.message(text, origin: origin, isMainFrame: true))
            guard case .success(.string(let reply))? = await view.post(body, to: "hybridkit", frame: frame) else { return nil }
            return reply
        }
    }

    /// A subframe the runtime stamped as the main frame, and a main frame of another origin; the reply names what the engine saw.
    @Test(arguments: [
        (FrameInfo(isMainFrame: false, securityOrigin: "https://app.example"), ["the engine's frame disagrees", "a subframe of https://app.example"]),
        (FrameInfo(isMainFrame: true, securityOrigin: "https://evil.example"), ["the engine reports the main frame of https://evil.example"]),
    ])
    func engineFrameDisagreeingWithTheRuntime_isRefusedUnrun(_ frame: FrameInfo, _ named: [String]) async throws {
        let page = try Page()
        let reply = await page.post(frame: frame)
        #expect(page.runs == 0)
        #expect(page.refused.map(\.code) == ["sender_unknown"])
        for phrase in named {
            #expect(reply?.contains(phrase) == true, "\(reply ?? "no reply")")
        }
    }

    @Test func helloFromFrameTheEngineDisagreesWith_doesNotMakeThePageReady() async throws {
        let page = try Page()
        _ = await page.post(#"{"t":"hello"}"#, frame: FrameInfo(isMainFrame: false, securityOrigin: "https://app.example"))
        #expect(!page.container.bridge.isPageReady)
        #expect(page.refused.map(\.code) == ["sender_unknown"])
    }

    @Test(arguments: ["https://app.example", "https://app.example:443"])
    func engineFrameAgreeingWithRuntime_isServed_evenWhenWrittenWithDefaultPort(_ engineOrigin: String) async throws {
        let page = try Page()
        let reply = await page.post(frame: FrameInfo(isMainFrame: true, securityOrigin: engineOrigin))
        #expect(reply == #"{"id":7,"result":"paid"}"#)
        #expect(page.runs == 1)
        #expect(page.refused.isEmpty)
    }

    @Test func opaqueOriginsAgree_onlyWithOpaque() async throws {
        let page = try Page()
        _ = await page.post(origin: "null", frame: FrameInfo(isMainFrame: true, securityOrigin: "https://app.example"))
        let opaque = await page.post(origin: "null", frame: FrameInfo(isMainFrame: true, securityOrigin: "null"))
        #expect(page.refused.map(\.code) == ["sender_unknown"], "an opaque stamp is not a named origin")
        #expect(opaque?.contains("origin_not_allowed") == true, "agreeing, it reaches the origin policy: \(opaque ?? "")")
    }

    @Test func noEngineFrame_isServedOnTheRuntimeStampAlone() async throws {
        let page = try Page()
        let reply = await page.post(frame: nil)
        #expect(reply == #"{"id":7,"result":"paid"}"#)
        #expect(page.runs == 1)
    }
}
