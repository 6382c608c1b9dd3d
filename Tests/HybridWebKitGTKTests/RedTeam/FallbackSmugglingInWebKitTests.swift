import Foundation
import HybridCore
import HybridOffline
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest

/// Red team (issue 56, item 3): a hostile network answers an app's missing `/api/` paths with code
/// dressed as data (`text/plain`, JSON, no type), hoping WebKitGTK runs it as the app's origin as a
/// script, a module, a worker, a style or a frame's document. What the fallback lets through is data
/// with `nosniff`; the engine must run none of it.
final class FallbackSmugglingInWebKitTests: XCTestCase {
    func test_codeDressedAsData_fromTheFallback_neverRunsAsTheApp() throws {
        let id = "smuggle-\(String(UInt32.random(in: 0...UInt32.max), radix: 36))"
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("hk-smuggle-\(UUID().uuidString)")
        try EngineHarness.run(limit: .seconds(120)) { _, server in
            let code = "self.smuggled = (self.smuggled || []).concat(['ran']); if (self.postMessage && !self.document) postMessage('ran');"
            for (path, type) in [("/api/plain", "text/plain"), ("/api/json", "application/json"), ("/api/stream", "application/octet-stream")] {
                await server.route(path) { _ in TestResponse(headers: [(name: "Content-Type", value: type)], body: Data(code.utf8)) }
            }
            await server.route("/api/style") { _ in TestResponse(headers: [(name: "Content-Type", value: "text/plain")], body: Data("body { color: rgb(1, 2, 3) }".utf8)) }
            await server.route("/api/page") { _ in
                TestResponse(headers: [(name: "Content-Type", value: "text/plain")], body: Data("<script>parent.smuggled = ['frame']</script>".utf8))
            }
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            let apps = OfflineApps(folder: work)
            let fallback = try NetworkFallback(testingLoopback: server.origin, pathPrefixes: ["/api/"])
            let grant = ["ui", "connect:127.0.0.1"]
            let host = try apps.add(id, trust: PublisherTrust(publicKey: OfflineFixture.key.publicKey), fallback: fallback, allowing: Set(grant))
            let zip = work.appendingPathComponent("\(id).zip")
            try PackageBuilder.build(folder: try SchemeFixture.folder(OfflineFixture.site("1.0.0")), version: "1.0.0", app: id,
                                     capabilities: grant, key: OfflineFixture.key, output: zip)
            try PackageInstaller(store: host.store).install(zip)
            host.bootDeadline = .seconds(5)
            let engine = try GTKEngine()
            try apps.register(on: engine)
            let page = try WebContainer(engine: engine)
            defer { page.close() }
            _ = try await apps.open(id, in: page)
            let probe = """
                const out = [];
                const settle = (p, ms = 1500) => Promise.race([p, new Promise(r => setTimeout(() => r('timeout'), ms))]);
                const script = (src, type) => settle(new Promise(r => { const s = document.createElement('script'); if (type) s.type = type;
                    s.src = src; s.onload = () => r('load'); s.onerror = () => r('error'); document.head.appendChild(s); }));
                out.push('script-plain:' + await script('/api/plain'));
                out.push('script-json:' + await script('/api/json'));
                out.push('script-stream:' + await script('/api/stream'));
                out.push('module:' + await settle(import('/api/plain').then(() => 'load', e => e.name)));
                const worker = (src, opts) => settle(new Promise(r => { try { const w = new Worker(src, opts); w.onmessage = e => r(String(e.data)); w.onerror = () => r('error'); } catch (e) { r(e.name); } }));
                out.push('worker:' + await worker('/api/plain'));
                out.push('module-worker:' + await worker('/api/plain', {type: 'module'}));
                out.push('imports:' + await worker(URL.createObjectURL(new Blob(["try { importScripts('" + location.origin + "/api/plain'); } catch (e) { postMessage(e.name); }"], {type: 'text/javascript'}))));
                const l = document.createElement('link'); l.rel = 'stylesheet'; l.href = '/api/style';
                out.push('style:' + await settle(new Promise(r => { l.onload = () => r('load'); l.onerror = () => r('error'); document.head.appendChild(l); })));
                out.push('color:' + getComputedStyle(document.body).color);
                const f = document.createElement('iframe'); f.src = '/api/page';
                out.push('frame:' + await settle(new Promise(r => { f.onload = () => r('load'); document.body.appendChild(f); })));
                out.push('smuggled:' + JSON.stringify(self.smuggled || []));
                return out.join(' ');
                """
            let tried = try await page.callAsyncJavaScript(probe, arguments: [:])
            let text = tried.stringValue ?? "?"
            print("red team fallback: \(text)")
            XCTAssertTrue(text.contains("smuggled:[]"), "network code ran as the app: \(text)")
            XCTAssertFalse(text.contains("worker:ran") || text.contains("imports:ran"), "a worker ran network code as the app: \(text)")
            XCTAssertFalse(text.contains("color:rgb(1, 2, 3)"), "a network style applied: \(text)")
            let served = await server.requests.filter { $0.path.hasPrefix("/api/") }.count
            XCTAssertGreaterThan(served, 0, "the fallback asked the network")
        }
    }
}
