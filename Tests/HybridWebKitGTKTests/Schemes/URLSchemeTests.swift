import Foundation
import HybridCore
import HybridOffline
import HybridTestServer
import HybridWebKitGTK
import XCTest
import HybridVocabulary

/// Custom schemes in the real engine: pages, CSS, POST bodies, content types.
final class URLSchemeTests: XCTestCase {
    func test_schemePage_loadsWithItsStylesheet_andIsASecureContextWithStorage() throws {
        let root = try SchemeFixture.folder([
            "index.html": Data("<title>Offline</title><link rel=stylesheet href=css/app.css><p id=p>hi</p>".utf8),
            "css/app.css": Data("#p { color: rgb(1, 2, 3); }".utf8),
        ])
        let handler = TestSchemeHandler(root: root)
        try EngineHarness.run { _, _ in
            let engine = try SchemeEngine.make(handler: handler)
            let container = try await SchemeEngine.open(URL(string: "app://bundle/index.html")!, on: engine)
            defer { container.close() }
            let facts = try await container.callAsyncJavaScript("""
                localStorage.setItem('k', 'v');
                return [getComputedStyle(document.getElementById('p')).color, isSecureContext,
                        localStorage.getItem('k'), location.origin, document.contentType];
                """)
            XCTAssertEqual(facts, ["rgb(1, 2, 3)", true, "v", "app://bundle", "text/html"])
            let css = handler.requests.first { $0.path == "/css/app.css" }
            XCTAssertEqual(css?.method, "GET")
        }
    }

    func test_fetchPost_binaryBody_reachesHandlerByteForByte() throws {
        let handler = TestSchemeHandler(root: try SchemeFixture.folder(["index.html": Data("<title>p</title>".utf8)]))
        try EngineHarness.run { _, _ in
            let engine = try SchemeEngine.make(handler: handler)
            let container = try await SchemeEngine.open(URL(string: "app://bundle/index.html")!, on: engine)
            defer { container.close() }
            let echoed = try await container.callAsyncJavaScript("""
                const sent = new Uint8Array(70000).map((_, i) => (i * 7 + 3) & 255);
                const response = await fetch('/echo', { method: 'POST', body: sent,
                    headers: { 'Content-Type': 'application/octet-stream' } });
                const back = new Uint8Array(await response.arrayBuffer());
                return [response.headers.get('X-Echo-Method'), back.length, back.every((b, i) => b === sent[i])];
                """)
            XCTAssertEqual(echoed, ["POST", 70000, true])
            let request = handler.requests.last { $0.path == "/echo" }
            XCTAssertEqual(request?.body?.count, 70000)
            XCTAssertEqual(request?.body?.prefix(3), Data([3, 10, 17]))
            XCTAssertEqual(request?.header("content-type"), "application/octet-stream")
        }
    }

    func test_formPost_bodyReachesHandler_andItsAnswerIsThePage() throws {
        let form = "<title>form</title><form method=post action=/echo><input name=a value='1 2'><input name=b value=ü></form>"
        let handler = TestSchemeHandler(root: try SchemeFixture.folder(["index.html": Data(form.utf8)]))
        try EngineHarness.run { _, _ in
            let engine = try SchemeEngine.make(handler: handler)
            let container = try await SchemeEngine.open(URL(string: "app://bundle/index.html")!, on: engine)
            defer { container.close() }
            let finished = AsyncStream<Void>.makeStream()
            container.onNavigationEvent = { if case .finished = $0 { finished.continuation.yield() } }
            _ = try await container.evaluateJavaScript("document.forms[0].submit(); true")
            for await _ in finished.stream { break }
            let shown = try await container.evaluateJavaScript("document.body.textContent")
            XCTAssertEqual(shown, "a=1+2&b=%C3%BC")
            let request = handler.requests.last { $0.path == "/echo" }
            XCTAssertEqual(request?.method, "POST")
            XCTAssertEqual(request?.body.map { String(decoding: $0, as: UTF8.self) }, "a=1+2&b=%C3%BC")
            XCTAssertEqual(request?.header("Content-Type"), "application/x-www-form-urlencoded")
        }
    }

    func test_streamBody_ofUnknownLength_arrivesWhole() throws {
        let handler = TestSchemeHandler(root: try SchemeFixture.folder(["index.html": Data("<title>s</title>".utf8)]))
        let expected = PackageDigest.sha256Hex(TestSchemeHandler.streamed)
        try EngineHarness.run { _, _ in
            let engine = try SchemeEngine.make(handler: handler)
            let container = try await SchemeEngine.open(URL(string: "app://bundle/index.html")!, on: engine)
            defer { container.close() }
            let digest = try await container.callAsyncJavaScript("""
                const body = await (await fetch('/stream')).arrayBuffer();
                return [...new Uint8Array(await crypto.subtle.digest('SHA-256', body))].map(b => b.toString(16).padStart(2, '0')).join('');
                """)
            XCTAssertEqual(digest, .string(expected))
        }
    }

    func test_registeringAfterAViewExists_throwsUrlSchemeUnavailable() throws {
        try EngineHarness.run { _, _ in
            let engine = try GTKEngine()
            let view = engine.makeGTKView()
            defer { view.close() }
            let handler = TestSchemeHandler(root: FileManager.default.temporaryDirectory)
            XCTAssertThrowsError(try engine.registerURLScheme("app", handler: handler)) {
                XCTAssertEqual(($0 as? EngineError)?.code, "url_scheme_unavailable")
            }
            XCTAssertThrowsError(try GTKEngine().registerURLScheme("https", handler: handler))
        }
    }
}
