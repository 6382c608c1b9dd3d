import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// Work in flight when the container closes fails at once with a typed error; nothing waits forever.
final class CloseRaceTests: XCTestCase {
    func test_scriptAwaitingForever_failsWithViewClosed_whenContainerCloses() throws {
        try EngineHarness.run { engine, _ in
            let container = try EngineHarness.container(engine)
            try await container.loadHTML("<p>x</p>")
            let pending = Task { @MainActor () -> (any Error)? in
                do { _ = try await container.callAsyncJavaScript("window.awaiting = true; return await new Promise(() => {})"); return nil } catch { return error }
            }
            try await eventually("the script is awaiting") { try await container.evaluateJavaScript("window.awaiting === true") == true }
            container.close()
            let error = await pending.value
            XCTAssertEqual(error as? EngineError, .viewClosed)
        }
    }

    func test_everyCallAfterClose_failsAtOnceWithATypedError() throws {
        try EngineHarness.run { engine, _ in
            let container = try EngineHarness.container(engine)
            try await container.loadHTML("<p>x</p>")
            container.close()
            await XCTAssertThrowsErrorAsync(try await container.evaluateJavaScript("1")) { XCTAssertEqual($0 as? EngineError, .viewClosed) }
            await XCTAssertThrowsErrorAsync(try await container.snapshotPNG()) { XCTAssertEqual($0 as? EngineError, .viewClosed) }
            await XCTAssertThrowsErrorAsync(try await container.reload()) { XCTAssertEqual($0 as? EngineError, .viewClosed) }
            await XCTAssertThrowsErrorAsync(try await container.goBack()) { XCTAssertEqual($0 as? EngineError, .viewClosed) }
            await XCTAssertThrowsErrorAsync(try await container.bridge.waitUntilPageReady()) { XCTAssertEqual($0 as? BridgeError, .closed) }
            await XCTAssertThrowsErrorAsync(try await container.bridge.callRaw("h5.x")) { XCTAssertEqual($0 as? BridgeError, .closed) }
            let verdict = await container.probeBlankPage()
            XCTAssertEqual(verdict, .noPage)
        }
    }
}

@MainActor
func XCTAssertThrowsErrorAsync<T>(_ body: @autoclosure () async throws -> T, _ check: (any Error) -> Void,
                                  file: StaticString = #filePath, line: UInt = #line) async {
    do {
        _ = try await body()
        XCTFail("expected an error", file: file, line: line)
    } catch {
        check(error)
    }
}
