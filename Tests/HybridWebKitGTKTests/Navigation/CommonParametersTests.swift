import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridCore
import HybridCookies
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// Common parameters in WebKitGTK: scoped to the first loopback origin, never the second.
final class CommonParametersEngineTests: XCTestCase {}

@MainActor
private func firstOriginParameters(_ server: TestServer) throws -> CommonParameters {
    try CommonParameters(
        queryItems: [URLQueryItem(name: "channel", value: "store")], queryHosts: [server.origin.host!],
        headers: ["X-App-Version": "3.2"], headerHosts: [server.origin.host!],
        scriptValues: ["userId": "u-1", "flags": ["dark": true]], scriptOrigins: [try BridgeOrigin(serializedOrigin(server.origin))])
}

private func encoded(_ url: URL) -> String { url.absoluteString.addingPercentEncoding(withAllowedCharacters: .alphanumerics)! }

extension CommonParametersEngineTests {
    func test_appLoad_carriesQueryAndHeader_toTheListedHostOnly() throws {
        try EngineHarness.run { engine, server in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            container.configuration.commonParameters = try firstOriginParameters(server)
            let finalURL = try await container.load(server.url("/echo?page=1"))
            XCTAssertEqual(finalURL?.query, "page=1&channel=store")
            let first = await server.requests(to: "/echo").last
            XCTAssertEqual(first?.headers["x-app-version"], "3.2")
            try await container.load(server.secondURL("/echo?page=2"))
            let second = await server.requests(to: "/echo").last
            XCTAssertEqual(second?.origin, serializedOrigin(server.secondOrigin))
            XCTAssertNil(second?.headers["x-app-version"])
            XCTAssertNil(second?.query["channel"])
        }
    }

    func test_redirectChainAcrossBothOrigins_keepsWorking_cookiesIncluded_andHeadersStayOnTheListedHost() throws {
        try EngineHarness.run { engine, server in
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            container.configuration.commonParameters = try firstOriginParameters(server)
            await server.clearRequests()
            // The chain sets `chain=1` in the shared engine: take it out again, so a later
            // test that reads the whole Cookie header (PrerenderTests) sees only its own.
            defer { Task { @MainActor in for cookie in (try? await engine.cookieStore.allCookies()) ?? [] where cookie.name == "chain" {
                try? await engine.cookieStore.deleteCookie(cookie)
            } } }
            let end = server.url("/echo?end=1")
            let middle = server.secondURL("/redirect?to=\(encoded(end))")
            let start = server.url("/redirect?to=\(encoded(middle))&cookie=chain%3D1")
            let finalURL = try await container.load(start)
            XCTAssertEqual(finalURL?.path, "/echo")
            XCTAssertEqual(finalURL?.query, "end=1&channel=store")
            let requests = await server.requests
            let onSecond = requests.filter { $0.origin == serializedOrigin(server.secondOrigin) }
            XCTAssertFalse(onSecond.isEmpty)
            XCTAssertTrue(onSecond.allSatisfy { $0.headers["x-app-version"] == nil }, "the header never left the listed host")
            let last = try XCTUnwrap(requests.last { $0.path == "/echo" })
            XCTAssertEqual(last.headers["x-app-version"], "3.2")
            XCTAssertEqual(last.query["channel"], "store")
            XCTAssertEqual(last.cookieHeader, "chain=1", "the engine's own cookie handling still works along the chain")
            let page = try await container.evaluateJavaScript("JSON.parse(document.body.innerText).headers['x-app-version']")
            XCTAssertEqual(page, "3.2", "the page shown is the one that carried the header")
        }
    }

    func test_pageLinkToTheListedHost_getsThem_butItsIframeIsNotTakenOver() throws {
        try EngineHarness.run { engine, server in
            let framed = server.url("/echo?framed=1")
            await server.serve(html: "<iframe src='\(framed.absoluteString)'></iframe><a id=go href='\(server.url("/echo?linked=1").absoluteString)'>go</a>",
                               at: "/outside")
            let container = try EngineHarness.container(engine)
            defer { container.close() }
            container.configuration.commonParameters = try firstOriginParameters(server)
            try await container.load(server.secondURL("/outside"))
            try await eventually("the iframe loaded") { await !server.requests(to: "/echo").filter { $0.query["framed"] == "1" }.isEmpty }
            try await Task.sleep(for: .milliseconds(200))  // time for a restart that must not happen
            XCTAssertEqual(container.url, server.secondURL("/outside"), "an iframe's response never restarts the main frame")
            _ = try await container.evaluateJavaScript("document.getElementById('go').click()")
            try await eventually("the link landed with the parameters") {
                container.url?.query == "linked=1&channel=store" && !container.isLoading
            }
            let linked = await server.requests(to: "/echo").last
            XCTAssertEqual(linked?.headers["x-app-version"], "3.2")
        }
    }

    func test_scriptValues_reachTheListedOriginsPage_asData_andNotTheOtherOrigin() throws {
        try EngineHarness.run { engine, server in
            let parameters = try firstOriginParameters(server)
            for (url, expected) in [(server.url("/values"), #"{"flags":{"dark":true},"userId":"u-1"}"#), (server.secondURL("/values"), "{}")] {
                await server.serve(html: "<title>values</title>", at: "/values")
                let container = try EngineHarness.container(engine)
                defer { container.close() }
                container.configuration.commonParameters = parameters
                try await container.load(url)
                try await eventually("bridge connected") { container.bridge.isPageReady }
                let values = try await BridgePage.run(container, """
                    await hybrid.ready;
                    const v = hybrid.values;
                    try { v.userId = 'forged'; } catch (e) {}
                    return JSON.stringify(v, Object.keys(v).sort().concat(['dark']));
                    """)
                XCTAssertEqual(values, .string(expected), url.absoluteString)
            }
        }
    }
}
