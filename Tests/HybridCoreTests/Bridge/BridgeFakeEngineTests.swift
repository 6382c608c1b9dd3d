@testable import HybridCore
import HybridTesting
import XCTest

/// The bridge's policy against the fake engine: what it installs, how it answers.
final class BridgeFakeEngineTests: XCTestCase {
    @MainActor
    private static func post(_ view: FakeWebEngineView, origin: String = "https://app.example", main: Bool = true, _ text: String) async -> String? {
        guard case .success(.string(let reply))? = await view.post([.string(origin), .bool(main), .string(text)], to: "hybridkit") else { return nil }
        return reply
    }

    func test_container_installsRuntimeInIsolatedWorld_andHandlerOnlyThere() {
        MainActor.assumeIsolated {
            let view = FakeWebEngineView()
            let container = WebContainer(view: view)
            XCTAssertEqual(view.messageHandlers["hybridkit"]?.world, .hybrid)
            XCTAssertEqual(view.userScripts.prefix(2).map(\.world), [.hybrid, .page], "the bridge's scripts come first")
            XCTAssertTrue(view.userScripts.allSatisfy { $0.injectionTime == .atDocumentStart })
            withExtendedLifetime(container) {}
        }
    }

    func test_subframeMessage_isRefusedByMainFrameOnlyHandler_beforeItRuns() async throws {
        try await onMain {
            let view = FakeWebEngineView()
            let container = WebContainer(view: view)
            var ran = false
            container.bridge.registerRaw("pay") { params, _ in ran = true; return params }
            let reply = await Self.post(view, main: false, #"{"t":"call","id":3,"name":"pay"}"#)
            XCTAssertEqual(reply, #"{"id":3,"error":{"code":"frame_not_allowed","message":"pay may only be called from the main frame"}}"#)
            XCTAssertFalse(ran)
        }
    }

    func test_messageThatIsNotAnArrayOfThree_isRefused() async throws {
        try await onMain {
            let view = FakeWebEngineView()
            let container = WebContainer(view: view)
            var refused: [BridgeError] = []
            container.bridge.onInvalidMessage = { error, _ in refused.append(error) }
            _ = await view.post(["t": "call"], to: "hybridkit")
            _ = await view.post([.string("o"), .string("yes"), .string("{}")], to: "hybridkit")
            XCTAssertEqual(refused.map(\.code), ["invalid_message", "invalid_message"])
        }
    }

    func test_nativeSizeLimit_refusesLargeMessages() async throws {
        try await onMain {
            let view = FakeWebEngineView()
            let container = WebContainer(view: view)
            container.bridge.maximumMessageBytes = 64
            let reply = await Self.post(view, #"{"t":"call","id":1,"name":"a","params":""# + String(repeating: "x", count: 100) + #""}"#)
            XCTAssertTrue(reply?.contains("message_too_large") == true)
        }
    }

    func test_pendingCalls_ignoreUnknownAndDuplicateAnswers() async throws {
        try await onMain {
            let pending = PendingNativeCalls()
            var settledAgain: Bool?
            var forged: Bool?
            let result = await pending.wait(id: "n1-a", timeout: .seconds(5)) {
                forged = pending.settle("n9-forged", with: .success(RawJSON(trusted: "1")))
                XCTAssertTrue(pending.settle("n1-a", with: .success(RawJSON(trusted: "2"))))
                settledAgain = pending.settle("n1-a", with: .success(RawJSON(trusted: "3")))
            }
            XCTAssertEqual(try result.get().text, "2")
            XCTAssertEqual(forged, false)
            XCTAssertEqual(settledAgain, false)
        }
    }

    func test_webProcessTermination_failsPendingNativeCallsWithPageGone() async throws {
        try await onMain {
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
                XCTFail("expected page_gone")
            } catch {
                XCTAssertEqual(error as? BridgeError, .pageGone)
            }
        }
    }
}

