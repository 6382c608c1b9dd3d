import Foundation
import HybridCore
import HybridSchemes
import HybridTestServer
import HybridWebKitGTK
import XCTest

/// An `http` page fetching from a custom scheme: only allowed origins may read, preflights included.
final class URLSchemeCORSTests: XCTestCase {
    private static func handler(allowing origin: String) throws -> TestSchemeHandler {
        TestSchemeHandler(root: try SchemeFixture.folder(["data.json": Data(#"{"ok":true}"#.utf8)]),
                          cors: CORSPolicy(allowedOrigins: [origin]))
    }

    func test_crossOriginFetch_fromAllowedHttpPage_readsTheAnswer() throws {
        try EngineHarness.run { _, server in
            let handler = try Self.handler(allowing: server.origin.absoluteString)
            let engine = try SchemeEngine.make(handler: handler)
            await server.serve(html: "<title>cors</title>", at: "/cors-page")
            let container = try await SchemeEngine.open(server.url("/cors-page"), on: engine)
            defer { container.close() }
            let read = try await container.callAsyncJavaScript("""
                const r = await fetch('app://bundle/data.json');
                return [r.status, await r.text(), r.headers.get('Content-Length')];
                """)
            XCTAssertEqual(read, [200, #"{"ok":true}"#, "11"])
            let request = handler.requests.last { $0.path == "/data.json" }
            XCTAssertEqual(request?.header("Origin"), server.origin.absoluteString)
        }
    }

    func test_crossOriginFetch_fromOtherOrigin_isRefusedByTheEngine() throws {
        try EngineHarness.run { _, server in
            let handler = try Self.handler(allowing: server.origin.absoluteString)
            let engine = try SchemeEngine.make(handler: handler)
            await server.serve(html: "<title>cors</title>", at: "/cors-page")
            let container = try await SchemeEngine.open(server.secondURL("/cors-page"), on: engine)
            defer { container.close() }
            let read = try await container.callAsyncJavaScript("""
                try { const r = await fetch('app://bundle/data.json'); return 'read ' + await r.text(); }
                catch (e) { return e.name; }
                """)
            XCTAssertEqual(read, "TypeError")
            XCTAssertEqual(handler.requests.last { $0.path == "/data.json" }?.header("Origin"), server.secondOrigin.absoluteString)
        }
    }

    /// WebKitGTK sends no OPTIONS to a custom scheme, even for a non-simple request:
    /// the POST itself arrives, so the handler's own origin check is what protects it.
    func test_nonSimpleCrossOriginPost_arrivesWithoutPreflight_andReachesHandlerFromAllowedOrigin() throws {
        try EngineHarness.run { _, server in
            let handler = try Self.handler(allowing: server.origin.absoluteString)
            let engine = try SchemeEngine.make(handler: handler)
            await server.serve(html: "<title>cors</title>", at: "/cors-page")
            let container = try await SchemeEngine.open(server.url("/cors-page"), on: engine)
            defer { container.close() }
            let read = try await container.callAsyncJavaScript(Self.postScript)
            XCTAssertEqual(read, [1, 2, 250])
            XCTAssertEqual(handler.requests.filter { $0.path == "/echo" }.map(\.method), ["POST"])
            XCTAssertEqual(handler.echoCount, 1)
        }
    }

    func test_nonSimpleCrossOriginPost_fromOtherOrigin_isRefusedBeforeTheHandlerActs() throws {
        try EngineHarness.run { _, server in
            let handler = try Self.handler(allowing: server.origin.absoluteString)
            let engine = try SchemeEngine.make(handler: handler)
            await server.serve(html: "<title>cors</title>", at: "/cors-page")
            let container = try await SchemeEngine.open(server.secondURL("/cors-page"), on: engine)
            defer { container.close() }
            let read = try await container.callAsyncJavaScript("try { return await (async () => { \(Self.postScript) })(); } catch (e) { return e.name; }")
            XCTAssertEqual(read, "TypeError")
            XCTAssertEqual(handler.requests.filter { $0.path == "/echo" }.count, 1)
            XCTAssertEqual(handler.echoCount, 0)
        }
    }

    private static let postScript = """
        const r = await fetch('app://bundle/echo', { method: 'POST', body: new Uint8Array([1, 2, 250]),
            headers: { 'Content-Type': 'application/octet-stream', 'X-Requested-With': 'test' } });
        return [...new Uint8Array(await r.arrayBuffer())];
        """
}
