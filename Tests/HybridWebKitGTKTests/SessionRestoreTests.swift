import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// Saving one container's history and restoring it in another, on the real engine.
final class SessionRestoreTests: XCTestCase {
    /// Loads A then B in a new container and returns its saved history.
    @MainActor
    private static func savedHistory(_ engine: GTKEngine, _ server: TestServer, _ folder: String) async throws -> Data {
        await server.serve(html: "<title>A</title><p>a", at: "/\(folder)/a")
        await server.serve(html: "<title>B</title><p>b", at: "/\(folder)/b")
        let first = try EngineHarness.container(engine)
        defer { first.close() }
        try await first.load(server.url("/\(folder)/a"))
        try await first.load(server.url("/\(folder)/b"))
        return try first.sessionState()
    }

    func test_restoredHistory_showsTheSavedPage_andGoesBackToTheOneBefore() throws {
        try EngineHarness.run { engine, server in
            let state = try await Self.savedHistory(engine, server, "restore")
            let second = try EngineHarness.container(engine)
            defer { second.close() }
            let shown = try await second.restoreSessionState(state)
            XCTAssertEqual(shown, server.url("/restore/b"))
            XCTAssertEqual(second.url, server.url("/restore/b"))
            XCTAssertTrue(second.canGoBack)
            try await second.goBack()
            XCTAssertEqual(second.url, server.url("/restore/a"))
            try await eventually("title A") { second.title == "A" }
        }
    }

    func test_garbageBytes_throwInvalidSessionState_andTheContainerStillLoads() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>C</title>", at: "/restore-garbage/c")
            await server.serve(html: "<title>D</title>", at: "/restore-garbage/d")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            try await container.load(server.url("/restore-garbage/c"))
            do {
                try await container.restoreSessionState(Data("not a session state".utf8), timeout: .seconds(10))
                XCTFail("garbage is no session state")
            } catch EngineError.invalidSessionState {}
            XCTAssertEqual(container.url, server.url("/restore-garbage/c"))
            let loaded = try await container.load(server.url("/restore-garbage/d"))
            XCTAssertEqual(loaded, server.url("/restore-garbage/d"))
        }
    }

    /// WebKitGTK reads a history with no pages and then keeps the view's own: refused instead.
    func test_savedStateWithNoPages_isRefused_andTheContainerKeepsItsHistory() throws {
        try EngineHarness.run { engine, server in
            await server.serve(html: "<title>C</title>", at: "/restore-empty/c")
            await server.serve(html: "<title>D</title>", at: "/restore-empty/d")
            let blank = try EngineHarness.container(engine)
            let empty = try blank.sessionState()
            blank.close()
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            try await container.load(server.url("/restore-empty/c"))
            try await container.load(server.url("/restore-empty/d"))
            do {
                try await container.restoreSessionState(empty, timeout: .seconds(10))
                XCTFail("a history with no pages restores nothing")
            } catch EngineError.invalidSessionState {}
            XCTAssertEqual(container.url, server.url("/restore-empty/d"))
            try await container.goBack()
            XCTAssertEqual(container.url, server.url("/restore-empty/c"))
        }
    }

    func test_restoredPage_getsNoBridgeTrust_untilTheAppTrustsItsOrigin() throws {
        try EngineHarness.run { engine, server in
            let state = try await Self.savedHistory(engine, server, "restore-trust")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            container.bridge.register("account.token") { (_: JSONValue) -> String in "secret" }
            try await container.restoreSessionState(state)
            try await eventually("bridge connected") { container.bridge.isPageReady }
            XCTAssertEqual(container.trustedOrigins, [])
            let refused = try await BridgePage.call(container, "account.token")
            XCTAssertEqual(refused["code"], "origin_not_allowed")
            container.trust(try XCTUnwrap(BridgeOrigin(url: server.origin)))
            let answered = try await BridgePage.call(container, "account.token")
            XCTAssertEqual(answered, ["ok": "secret"])
        }
    }
}
