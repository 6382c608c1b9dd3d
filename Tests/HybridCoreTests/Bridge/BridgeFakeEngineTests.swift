@testable import HybridCore
import HybridTesting
import HybridVocabulary
import Testing

/// The bridge's policy against the fake engine: what it installs, how it answers.
@MainActor
struct BridgeFakeEngineTests {
    private static func post(_ view: FakeWebEngineView, origin: String = "https://app.example", main: Bool = true, _ text: String) async -> String? {
        guard case .success(.string(let reply))? = await view.post(.string(RuntimePost.message(text, origin: origin, isMainFrame: main)), to: "hybridkit") else { return nil }
        return reply
    }

    @Test func container_installsRuntimeInIsolatedWorld_andHandlerOnlyThere() {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        #expect(view.messageHandlers["hybridkit"]?.world == .hybrid)
        #expect(view.userScripts.prefix(2).map(\.world) == [.hybrid, .page], "the bridge's scripts come first")
        #expect(view.userScripts.allSatisfy { !$0.runsAtDocumentEnd })
        withExtendedLifetime(container) {}
    }

    @Test func subframeMessage_isRefusedByMainFrameOnlyHandler_beforeItRuns() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        var ran = false
        container.bridge.registerRaw("pay") { params, _ in ran = true; return params }
        let reply = await Self.post(view, main: false, #"{"t":"call","id":3,"name":"pay"}"#)
        #expect(reply == #"{"id":3,"error":{"code":"frame_not_allowed","message":"pay may only be called from the main frame"}}"#)
        #expect(!ran)
    }

    /// What the isolated runtime posts is one string, `<kind><frame><origin>\n<rest>`; nothing else gets a hearing.
    @Test(arguments: [
        JSONValue.object(["t": "call"]),
        [.string("o"), .string("yes"), .string("{}")],
        [.string("https://app.example"), true, .string(#"{"t":"hello"}"#)],
        "", "c", "cm", "cmhttps://app.example", "cm\n{\"t\":\"hello\"}", "xmhttps://app.example\n{}",
        "cxhttps://app.example\n{}", "Cmhttps://app.example\n{}", "cmhttps://app.example\n{\"t\":\"hell\"}",
    ])
    func messageThatIsNotAPosting_isRefused(body: JSONValue) async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        var refused: [BridgeError] = []
        container.bridge.onInvalidMessage = { error, _ in refused.append(error) }
        guard case .success(.string(let reply))? = await view.post(body, to: "hybridkit") else {
            Issue.record("a malformed posting must be answered with a refusal")
            return
        }
        #expect(refused.map(\.code) == ["invalid_message"])
        #expect(reply.contains("invalid_message"), "\(reply)")
        #expect(!container.bridge.isPageReady)
    }

    @Test func posting_readsKindFrameAndOrigin_andKeepsTheRestExactly() throws {
        let text = RuntimePost.message("{\"a\":\"\r\n\"}", origin: "null", isMainFrame: false)
        #expect(RuntimePost(text) == RuntimePost(kind: .message, origin: "null", isMainFrame: false, rest: "{\"a\":\"\r\n\"}"))
        #expect(RuntimePost(text)?.text == text)
        let wait = RuntimePost.wait(answers: ["1\n{}", "2\n{\"result\":\"\\u0000\"}"], origin: "app://bundle")
        #expect(RuntimePost(wait)?.rest.split(separator: "\u{0}").count == 2)
        #expect(RuntimePost("wmapp://bundle\n")?.rest == "")
        #expect(RuntimePost("wmapp://bundle\r\n")?.origin == "app://bundle\r")
    }

    @Test func nativeSizeLimit_refusesLargeMessages() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        container.bridge.maximumMessageBytes = 64
        let reply = await Self.post(view, #"{"t":"call","id":1,"name":"a","params":""# + String(repeating: "x", count: 100) + #""}"#)
        #expect(reply?.contains("message_too_large") == true)
    }

    @Test func pendingCalls_ignoreUnknownAndDuplicateAnswers() async throws {
        let pending = PendingNativeCalls()
        var settledAgain: Bool?
        var forged: Bool?
        let result = await pending.wait(id: "n1-a", timeout: .seconds(5)) {
            forged = pending.settle("n9-forged", with: .success(RawJSON(trusted: "1")))
            #expect(pending.settle("n1-a", with: .success(RawJSON(trusted: "2"))))
            settledAgain = pending.settle("n1-a", with: .success(RawJSON(trusted: "3")))
        }
        #expect(try result.get().text == "2")
        #expect(forged == false)
        #expect(settledAgain == false)
    }

    @Test func webProcessTermination_failsPendingNativeCallsWithPageGone() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        view.scriptResult = { _ in .null }
        view.holdsAsyncCalls = true
        let call = Task { @MainActor in try await container.bridge.callRaw("h5.fn", timeout: .seconds(5)) }
        while view.asyncCalls.isEmpty { await Task.yield() }
        try view.terminateWebProcess()
        view.releaseHeldCalls()
        do {
            _ = try await call.value
            Issue.record("expected page_gone")
        } catch {
            #expect(error as? BridgeError == .pageGone)
        }
    }
}

