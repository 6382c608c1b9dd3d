@testable import HybridCore
import HybridTesting
import XCTest

/// What only the container does to its bridge: install it once, close it.
final class BridgeLifecycleTests: XCTestCase {
    func test_installTwice_injectsTheScriptsOnce() throws {
        try MainActor.assumeIsolated {
            let view = FakeWebEngineView()
            let container = WebContainer(view: view)
            let scriptsBefore = view.userScripts.count
            let handlersBefore = view.messageHandlers.count
            try container.bridge.install()
            XCTAssertEqual(view.userScripts.count, scriptsBefore)
            XCTAssertEqual(view.messageHandlers.count, handlersBefore)
            XCTAssertEqual(view.userScripts.filter { $0.source == BridgeScripts.isolated || $0.source == BridgeScripts.page }.count, 2)
            XCTAssertNotNil(view.messageHandlers[Bridge.handlerName])
        }
    }

    func test_close_failsPendingNativeCallsWithBridgeClosed() async throws {
        try await onMain {
            let view = FakeWebEngineView()
            let container = WebContainer(view: view)
            view.holdsAsyncCalls = true
            let call = Task { @MainActor in try await container.bridge.callRaw("h5.fn", timeout: .seconds(5)) }
            while view.asyncCalls.isEmpty { await Task.yield() }
            container.close()
            let error = await bridgeError { try await call.value }
            XCTAssertEqual(error, .closed)
            let later = await bridgeError { try await container.bridge.emit("x", 1) }
            XCTAssertEqual(later, .closed)
        }
    }

    func test_waitUntilPageReady_throwsClosed_atOnceAfterClose_andWhenClosedWhileWaiting() async throws {
        try await onMain {
            let view = FakeWebEngineView()
            let container = WebContainer(view: view)
            let waiting = Task { @MainActor in try await container.bridge.waitUntilPageReady() }
            await Task.yield()
            container.close()
            let whileWaiting = await bridgeError { try await waiting.value }
            XCTAssertEqual(whileWaiting, .closed)
            let afterClose = await bridgeError { try await container.bridge.waitUntilPageReady() }
            XCTAssertEqual(afterClose, .closed)
        }
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
