@testable import HybridCore
import HybridTesting
import Testing

/// What only the container does to its bridge: install it once, close it.
@MainActor
struct BridgeLifecycleTests {
    @Test func installTwice_injectsTheScriptsOnce() throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let scriptsBefore = view.userScripts.count
        let handlersBefore = view.messageHandlers.count
        try container.bridge.install()
        #expect(view.userScripts.count == scriptsBefore)
        #expect(view.messageHandlers.count == handlersBefore)
        #expect(view.userScripts.filter { $0.source == BridgeScripts.isolated || $0.source == BridgeScripts.page }.count == 2)
        #expect(view.messageHandlers[Bridge.handlerName] != nil)
    }

    @Test func close_failsPendingNativeCallsWithBridgeClosed() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        view.holdsAsyncCalls = true
        let call = Task { @MainActor in try await container.bridge.callRaw("h5.fn", timeout: .seconds(5)) }
        while view.asyncCalls.isEmpty { await Task.yield() }
        container.close()
        let error = await bridgeError { try await call.value }
        #expect(error == .closed)
        let later = await bridgeError { try await container.bridge.emit("x", 1) }
        #expect(later == .closed)
    }

    @Test func waitUntilPageReady_throwsClosed_atOnceAfterClose_andWhenClosedWhileWaiting() async throws {
        let view = FakeWebEngineView()
        let container = WebContainer(view: view)
        let waiting = Task { @MainActor in try await container.bridge.waitUntilPageReady() }
        await Task.yield()
        container.close()
        let whileWaiting = await bridgeError { try await waiting.value }
        #expect(whileWaiting == .closed)
        let afterClose = await bridgeError { try await container.bridge.waitUntilPageReady() }
        #expect(afterClose == .closed)
    }
}

/// The ``BridgeError`` `body` throws; `nil` when it succeeds.
@MainActor
func bridgeError<T>(_ body: () async throws -> T) async -> BridgeError? {
    do {
        _ = try await body()
        return nil
    } catch {
        return error as? BridgeError
    }
}
