import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// Page → native calls over the isolated-world message handler.
final class BridgeCallTests: XCTestCase {
    func test_typedHandler_answersPageCall() throws {
        try EngineHarness.run { engine, server in
            let container = try await BridgePage.open(engine, server) { container in
                container.bridge.register("math.add") { (p: AddParams) in p.a + p.b }
            }
            defer { container.close() }
            let answer = try await BridgePage.call(container, "math.add", ["a": 2, "b": 40])
            XCTAssertEqual(answer, ["ok": 42])
        }
    }

    func test_unknownHandler_rejectsWithHandlerNotFound() throws {
        try EngineHarness.run { engine, server in
            let container = try await BridgePage.open(engine, server)
            defer { container.close() }
            let answer = try await BridgePage.call(container, "no.such.handler")
            XCTAssertEqual(answer["code"], "handler_not_found")
            XCTAssertEqual(answer["isError"], true)
        }
    }

    func test_throwingHandler_rejectsWithItsOwnCode() throws {
        try EngineHarness.run { engine, server in
            let container = try await BridgePage.open(engine, server) { container in
                container.bridge.register("camera.open") { (_: JSONValue) -> Bool in throw DeniedError() }
            }
            defer { container.close() }
            let answer = try await BridgePage.call(container, "camera.open")
            XCTAssertEqual(answer, ["code": "permission_denied", "message": "camera permission denied", "isError": true])
        }
    }

    func test_badParams_rejectWithInvalidParams() throws {
        try EngineHarness.run { engine, server in
            let container = try await BridgePage.open(engine, server) { container in
                container.bridge.register("math.add") { (p: AddParams) in p.a + p.b }
            }
            defer { container.close() }
            let answer = try await BridgePage.call(container, "math.add", ["a": "two"])
            XCTAssertEqual(answer["code"], "invalid_params")
        }
    }

    func test_slowHandler_rejectsWithTimeout_andNextCallStillWorks() throws {
        try EngineHarness.run { engine, server in
            let container = try await BridgePage.open(engine, server) { container in
                container.bridge.register("slow", options: BridgeHandlerOptions(timeout: .milliseconds(100))) { (_: JSONValue) -> Int in
                    try await Task.sleep(for: .seconds(30))
                    return 1
                }
                container.bridge.register("fast") { (_: JSONValue) in 2 }
            }
            defer { container.close() }
            let slow = try await BridgePage.call(container, "slow")
            XCTAssertEqual(slow["code"], "timeout")
            let fast = try await BridgePage.call(container, "fast")
            XCTAssertEqual(fast, ["ok": 2])
        }
    }

    func test_pageSideTimeoutOption_rejectsWithTimeout() throws {
        try EngineHarness.run { engine, server in
            let container = try await BridgePage.open(engine, server) { container in
                container.bridge.register("slow") { (_: JSONValue) -> Int in
                    try await Task.sleep(for: .seconds(30))
                    return 1
                }
            }
            defer { container.close() }
            let code = try await BridgePage.run(container, """
                try { await hybrid.call('slow', null, {timeout: 50}); return 'resolved'; } catch (e) { return e.code; }
                """)
            XCTAssertEqual(code, "timeout")
        }
    }

    func test_callsMadeBeforeReady_areQueuedAndAnswered() throws {
        try EngineHarness.run { engine, server in
            let html = """
                <script>
                window.early = hybrid.isReady;
                window.results = [];
                hybrid.call('math.add', {a: 1, b: 2}).then(r => results.push(r));
                hybrid.call('math.add', {a: 3, b: 4}).then(r => results.push(r));
                </script>
                """
            let container = try await BridgePage.open(engine, server, html: html) { container in
                container.bridge.register("math.add") { (p: AddParams) in p.a + p.b }
            }
            defer { container.close() }
            try await eventually("queued calls answered") {
                try await container.evaluateJavaScript("window.results.length") == 2
            }
            // Two calls in flight at once may settle in either order.
            let results = try await container.evaluateJavaScript("window.results.slice().sort((a, b) => a - b)")
            let early = try await container.evaluateJavaScript("window.early")
            let readyIsHybrid = try await BridgePage.run(container, "return (await hybrid.ready) === hybrid")
            XCTAssertEqual(results, [3, 7])
            XCTAssertEqual(early, false)
            XCTAssertEqual(readyIsHybrid, true)
        }
    }

    func test_observer_seesEveryCallAsAValue() throws {
        try EngineHarness.run { engine, server in
            var recorder: BridgeRecorder?
            let container = try await BridgePage.open(engine, server) { container in
                recorder = BridgeRecorder(container.bridge)
                container.bridge.register("math.add") { (p: AddParams) in p.a + p.b }
            }
            defer { container.close() }
            _ = try await BridgePage.call(container, "math.add", ["a": 1, "b": 1])
            _ = try await BridgePage.call(container, "missing")
            let records = try XCTUnwrap(recorder).records
            XCTAssertEqual(records.map(\.handlerName), ["math.add", "missing"])
            let first = records[0]
            XCTAssertTrue(first.isFromPage)
            XCTAssertEqual(try first.params.jsonValue, ["a": 1, "b": 1])
            XCTAssertEqual(first.source?.origin, server.origin.absoluteString.trimmingCharacters(in: ["/"]))
            XCTAssertEqual(first.source?.isMainFrame, true)
            XCTAssertEqual(first.containerID, ObjectIdentifier(container))
            XCTAssertEqual(try first.outcome.get().text, "2")
            XCTAssertNotEqual(first.callID, records[1].callID)
            XCTAssertEqual(records[1].outcome.failureCode, "handler_not_found")
        }
    }
}

extension Result where Failure == BridgeError {
    var failureCode: String? {
        if case .failure(let error) = self { return error.code }
        return nil
    }
}
