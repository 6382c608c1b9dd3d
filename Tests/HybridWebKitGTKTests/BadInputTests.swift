import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

final class BadInputTests: XCTestCase {
    func test_unreachableURL_failsWithCannotConnect() throws {
        try EngineHarness.run { engine, _ in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let recorder = EventRecorder()
            container.delegate = recorder
            do {
                try await container.load(URL(string: "http://127.0.0.1:\(try ClosedPort.find())/")!)
                XCTFail("should throw")
            } catch let error as NavigationError {
                XCTAssertEqual(error.code, "cannot_connect")
            }
            XCTAssertEqual(recorder.events, ["started", "failed:cannot_connect"])
        }
    }

    func test_invalidURLs_failWithInvalidURL_beforeTheEngineSeesThem() throws {
        try EngineHarness.run { engine, _ in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            for bad in ["", "not a url", "://nohost", "http://", "http://127.0.0.1:9/"] {
                do {
                    try await container.load(urlString: bad)
                    XCTFail("\(bad) should throw")
                } catch let error as EngineError {
                    XCTAssertEqual(error.code, "invalid_url", bad)
                }
            }
        }
    }

    func test_pageThatNeverFinishes_timesOutWithTheTimeGiven() throws {
        try EngineHarness.run { engine, server in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            do {
                try await container.load(server.url("/delay?ms=20000"), timeout: .milliseconds(300))
                XCTFail("should time out")
            } catch let NavigationError.timedOut(seconds) {
                XCTAssertEqual(seconds, 0.3, accuracy: 0.0001)
            }
            // The view is usable after a timeout.
            try await container.loadHTML("<title>after</title>")
        }
    }

    func test_closedContainer_throwsViewClosed_forEveryCall() throws {
        try EngineHarness.run { engine, _ in
            let container = try EngineHarness.container(engine)
            try await container.loadHTML("<p>x</p>")
            container.close()
            let calls: [() async throws -> Void] = [
                { try await container.loadHTML("<p>y</p>") },
                { try await container.load(URL(string: "http://127.0.0.1/")!) },
                { _ = try await container.evaluateJavaScript("1") },
                { _ = try await container.callAsyncJavaScript("return 1") },
                { try container.addUserScript(UserScript(source: "1")) },
                { _ = try await container.snapshotPNG() },
                { try container.engineView.terminateWebProcess() },
            ]
            for (index, call) in calls.enumerated() {
                do {
                    try await call()
                    XCTFail("call \(index) should throw")
                } catch let error as EngineError {
                    XCTAssertEqual(error, .viewClosed, "call \(index)")
                }
            }
        }
    }

    func test_closingDuringLoad_settlesTheLoadWithViewClosed() throws {
        try EngineHarness.run { engine, server in
            let container = try EngineHarness.container(engine)
            let load = Task { @MainActor in try await container.load(server.url("/delay?ms=5000")) }
            try await eventually("load started") { container.isLoading }
            container.close()
            do {
                _ = try await load.value
                XCTFail("should throw")
            } catch let error as EngineError {
                XCTAssertEqual(error, .viewClosed)
            }
        }
    }
}
