import Foundation
import HybridCore
import HybridOffline
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest

/// Red team (issue 56, item 4): an app granted `connect:` and `navigate:` 127.0.0.1 only tries every
/// way out to 127.0.0.2 that WebKitGTK decides: subresources the policy names (a beacon, a socket,
/// an import, a worker made from a blob, frames it writes itself, a style's import, a ping) and
/// top-level loads it cannot name (a redirect from an allowed host, a refresh, a blob document, a
/// form, a download link). Each path below is only ever asked on 127.0.0.2, so any request to one is a way out.
final class AppWallProbesInWebKitTests: XCTestCase {
    func test_anAppGrantedOneHost_reachesNoOtherByAnyDoorTheEngineDecides() throws {
        let id = "probe-\(String(UInt32.random(in: 0...UInt32.max), radix: 36))"
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("hk-probes-\(UUID().uuidString)")
        try EngineHarness.run(limit: .seconds(120)) { _, server in
            let outside = server.secondOrigin.absoluteString
            // The server is shared with other tests: this test's paths are its own, and only they count.
            let p = "/\(id)"
            await server.route("\(p)/redirect") { _ in .redirect(to: "\(outside)\(p)/redirected") }
            await server.serve(html: "<p>allowed</p>", at: "\(p)/allowed")
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            let apps = OfflineApps(folder: work)
            let grant = ["ui", "connect:127.0.0.1", "navigate:127.0.0.1"]
            let host = try apps.add(id, trust: PublisherTrust(publicKey: OfflineFixture.key.publicKey), allowing: Set(grant))
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
            let o = outside
            let subresources = """
                const out = [];
                const tryIt = async (name, f) => { try { await f(); out.push(name + ':ok'); } catch (e) { out.push(name + ':' + e.name); } };
                await tryIt('beacon', () => navigator.sendBeacon('\(o)\(p)/beacon', 'x'));
                await tryIt('socket', () => { new WebSocket('\(o.replacingOccurrences(of: "http", with: "ws"))/socket'); });
                await tryIt('events', () => { new EventSource('\(o)\(p)/events'); });
                await tryIt('import', () => import('\(o)\(p)/module.js'));
                await tryIt('worker', () => { const w = new Worker(URL.createObjectURL(new Blob(["fetch('\(o)\(p)/worker-fetch')"], {type: 'text/javascript'}))); });
                await tryIt('srcdoc', () => { const f = document.createElement('iframe'); f.srcdoc = "<script>fetch('\(o)\(p)/srcdoc-fetch')<\\/script>"; document.body.appendChild(f); });
                await tryIt('sandboxed', () => { const f = document.createElement('iframe'); f.sandbox = 'allow-scripts'; f.srcdoc = "<script>fetch('\(o)\(p)/sandboxed-fetch')<\\/script>"; document.body.appendChild(f); });
                await tryIt('blobframe', () => { const f = document.createElement('iframe'); f.src = URL.createObjectURL(new Blob(["<script>fetch('\(o)\(p)/blobframe-fetch')<\\/script>"], {type: 'text/html'})); document.body.appendChild(f); });
                await tryIt('style', () => { const s = document.createElement('style'); s.textContent = "@import url('\(o)\(p)/style.css'); body { background: url('\(o)\(p)/background.png'); }"; document.head.appendChild(s); });
                await tryIt('ping', () => { const a = document.createElement('a'); a.href = '#here'; a.ping = '\(o)\(p)/ping'; document.body.appendChild(a); a.click(); });
                await tryIt('prefetch', () => { const l = document.createElement('link'); l.rel = 'prefetch'; l.href = '\(o)\(p)/prefetch'; document.head.appendChild(l); });
                await tryIt('base', () => { const b = document.createElement('base'); b.href = '\(o)\(p)/base/'; document.head.appendChild(b); const i = document.createElement('img'); i.src = 'relative.png'; document.body.appendChild(i); });
                await tryIt('rtc', () => { const c = new RTCPeerConnection({iceServers: [{urls: 'stun:127.0.0.2:3478'}]}); c.createDataChannel('x'); return c.createOffer().then(o => c.setLocalDescription(o)); });
                await new Promise(r => setTimeout(r, 1500));
                return out.join(' ');
                """
            let tried = try await page.callAsyncJavaScript(subresources, arguments: [:])
            print("red team subresources: \(tried.stringValue ?? "?")")
            let leaked = await server.requests.map(\.path).filter { $0.hasPrefix(p + "/") && $0 != p + "/redirect" && $0 != p + "/allowed" }
            XCTAssertEqual(leaked, [], "requests that left the walls")

            // Top-level loads, one at a time: each that is refused leaves the app's page in place.
            let loads: [(String, String)] = [
                ("redirect", "location.href = '\(server.url("\(p)/redirect").absoluteString)'"),
                ("refresh", "const m = document.createElement('meta'); m.httpEquiv = 'refresh'; m.content = '0;url=\(o)\(p)/refreshed'; document.head.appendChild(m)"),
                ("blob", "location.href = URL.createObjectURL(new Blob([\"<script>fetch('\(o)\(p)/blob-document-fetch')<\\/script>\"], {type: 'text/html'}))"),
                ("form", "const f = document.createElement('form'); f.method = 'POST'; f.action = '\(o)\(p)/form'; document.body.appendChild(f); f.submit()"),
                ("download", "const a = document.createElement('a'); a.href = '\(o)\(p)/download'; a.download = 'x.bin'; document.body.appendChild(a); a.click()"),
            ]
            for (name, script) in loads {
                if page.url?.host != id { _ = try await apps.open(id, in: page) }
                _ = try await page.callAsyncJavaScript(script + "; return true", arguments: [:])
                try await Task.sleep(for: .seconds(1.5))
                print("red team top-level \(name): page at \(page.url?.absoluteString ?? "nil")")
                let reached = await server.requests.map(\.path).filter { $0.hasPrefix(p + "/") && ![p + "/redirect", p + "/allowed"].contains($0) }
                XCTAssertEqual(reached, [], "\(name): requests that left the walls")
                XCTAssertNotEqual(page.url?.host, "127.0.0.2", "\(name): the app's page went outside")
            }
        }
    }
}
