import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import XCTest
import HybridVocabulary

/// The engine-level user agent: the same in every view, in the page and on the wire.
final class UserAgentTests: XCTestCase {}

@MainActor
/// Loads `url` and reads the agent the page sees and the one its request sent.
private func agents(_ container: WebContainer, _ server: TestServer, at url: URL) async throws -> (page: String?, wire: String?) {
    try await container.load(url)
    let page = try await container.evaluateJavaScript("navigator.userAgent").stringValue
    let wire = await server.requests.last { $0.path == url.path && $0.origin == serializedOrigin(url) }?.headers["user-agent"]
    return (page, wire)
}

extension UserAgentTests {
    func test_appendedApplicationDetails_reachEveryViewOfTheEngine_inPageAndRequests_onBothOrigins() throws {
        try EngineHarness.run { engine, server in
            defer { engine.customUserAgent = nil; engine.applicationNameForUserAgent = nil }
            let before = try EngineHarness.container(engine)
            defer { before.close() }
            engine.applicationNameForUserAgent = "ShopApp/3.2"
            let after = try EngineHarness.container(engine)
            defer { after.close() }
            let first = try await agents(before, server, at: server.url("/echo?ua=before"))
            let second = try await agents(after, server, at: server.secondURL("/echo?ua=after"))
            let agent = try XCTUnwrap(first.page)
            XCTAssertTrue(agent.hasSuffix(" ShopApp/3.2"), agent)
            XCTAssertTrue(agent.hasPrefix("Mozilla/5.0"), "the engine's own agent is kept: \(agent)")
            XCTAssertEqual(first.wire, agent)
            XCTAssertEqual(second.page, agent, "a view made later agrees")
            XCTAssertEqual(second.wire, agent)
        }
    }

    func test_replacingTheAgent_changesLiveViews_andEngineDefaultRestoresIt() throws {
        try EngineHarness.run { engine, server in
            defer { engine.customUserAgent = nil; engine.applicationNameForUserAgent = nil }
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            let original = try await agents(container, server, at: server.url("/echo?ua=original")).page
            engine.customUserAgent = "KioskShell/1"
            let replaced = try await agents(container, server, at: server.secondURL("/echo?ua=replaced"))
            XCTAssertEqual(replaced.page, "KioskShell/1")
            XCTAssertEqual(replaced.wire, "KioskShell/1")
            engine.customUserAgent = nil
            let restored = try await agents(container, server, at: server.url("/echo?ua=restored")).page
            XCTAssertEqual(restored, original)
        }
    }

    func test_aViewsOwnAgent_winsOverTheEngines() throws {
        try EngineHarness.run { engine, server in
            defer { engine.customUserAgent = nil; engine.applicationNameForUserAgent = nil }
            engine.applicationNameForUserAgent = "ShopApp/3.2"
            let own = try EngineHarness.container(engine, settings: EngineSettings(customUserAgent: "OwnAgent/9"))
            defer { own.close() }
            let agent = try await agents(own, server, at: server.url("/echo?ua=own")).page
            XCTAssertEqual(agent, "OwnAgent/9")
            try own.engineView.setCustomUserAgent(nil)
            let engineAgent = try await agents(own, server, at: server.url("/echo?ua=engine")).page
            XCTAssertTrue(engineAgent?.hasSuffix(" ShopApp/3.2") == true, "\(engineAgent ?? "nil")")
        }
    }

    func test_aViewsApplicationName_outranksTheEnginesReplacingAgent_asOnEveryEngine() throws {
        try EngineHarness.run { engine, server in
            defer { engine.customUserAgent = nil; engine.applicationNameForUserAgent = nil }
            let named = try EngineHarness.container(engine, settings: EngineSettings(applicationNameForUserAgent: "Shop/3"))
            defer { named.close() }
            engine.customUserAgent = "EngineWide/1"
            let agent = try await agents(named, server, at: server.url("/echo?ua=named")).page
            XCTAssertTrue(agent?.hasSuffix(" Shop/3") == true, "\(agent ?? "nil")")
            XCTAssertNotEqual(agent, "EngineWide/1")
            let plain = try EngineHarness.container(engine)
            defer { plain.close() }
            let plainAgent = try await agents(plain, server, at: server.url("/echo?ua=plain")).page
            XCTAssertEqual(plainAgent, "EngineWide/1")
        }
    }
}
