@testable import HybridCore
import HybridTesting
import Testing

/// The bridge's policy against the fake engine: what it installs, how it answers.
@MainActor
struct BridgeFakeEngineTests {
    private static func post(_ view: FakeWebEngineView, origin: String = "https://app.example", main: Bool = true, _ text: String) async -> String? {
        guard case .success(.string(let reply))? = await view.post([.string(origin), .bool(main), .string(text)], to: "hybridkit") else { return nil }
        return reply
    }

    @Test func container_installsRuntimeInIsolatedWorld_andHandlerOnlyThere() {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        #expect(view.messageHandlers["hybridkit"]?.world == .hybrid)
        #expect(view.userScripts.prefix(2).map(\.world) == [.hybrid, .page], "the bridge's scripts come first")
        #expect(view.userScripts.allSatisfy { $0.injectionTime == .atDocumentStart })
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

    @Test func messageThatIsNotAnArrayOfThree_isRefused() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        var refused: [BridgeError] = []
        container.bridge.onInvalidMessage = { error, _ in refused.append(error) }
        _ = await view.post(["t": "call"], to: "hybridkit")
        _ = await view.post([.string("o"), .string("yes"), .string("{}")], to: "hybridkit")
        #expect(refused.map(\.code) == ["invalid_message", "invalid_message"])
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

