import Foundation
import HybridCore
import HybridOffline
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest

/// An app's grant in WebKitGTK: what its signed manifest asks within what the host allows, held by
/// every document of the app's page. A sandboxed `srcdoc` frame (origin `null`) in an app's page
/// calls as the app, not as nobody.
final class AppGrantInWebKitTests: XCTestCase {
    func test_anAppsSandboxedFrame_isHeldToTheAppsGrant_andTheHostsCeilingCapsTheManifest() throws {
        let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)
        let (framed, capped) = ("framed-\(suffix)", "capped-\(suffix)")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("hk-grants-\(UUID().uuidString)")
        try EngineHarness.run(limit: .seconds(90)) { _, _ in
            // framed asks only ui (the host would allow share too); capped asks share too (the host allows only ui).
            let apps = try InstalledApps.make(in: work, [(framed, ["ui"], ["ui", "share.share"]), (capped, ["ui", "share.share"], ["ui"])])
            let engine = try GTKEngine()
            try apps.register(on: engine)
            let anyFrame = BridgeHandlerOptions(allowedOrigins: .any, mainFrameOnly: false)
            var reached: [String] = []
            @MainActor func page(_ id: String) async throws -> WebContainer {
                let page = try WebContainer(engine: engine)
                for name in ["share.share", "ui.toast"] {
                    page.bridge.registerRaw(name, options: anyFrame) { params, context in
                        reached.append("\(id) \(context.source.origin) \(name)")
                        return params
                    }
                }
                _ = try await apps.open(id, in: page)
                return page
            }
            let framedPage = try await page(framed), cappedPage = try await page(capped)
            defer { framedPage.close(); cappedPage.close() }
            let call = "try { await hybrid.call(name, {}); return 'ok'; } catch (e) { return e.code; }"
            let fromFrame = """
                const frame = document.createElement('iframe');
                frame.setAttribute('sandbox', 'allow-scripts');
                frame.srcdoc = '<script>addEventListener("load", async () => { const out = [];' +
                    'for (const n of ["share.share", "ui.toast"]) { try { await hybrid.call(n, {}); out.push(n + " ok"); }' +
                    ' catch (e) { out.push(n + " " + e.code); } } parent.postMessage(out.join(", "), "*"); });<\\/script>';
                const heard = new Promise(resolve => addEventListener('message', e => resolve(e.data), { once: true }));
                document.body.appendChild(frame);
                return await Promise.race([heard, new Promise(r => setTimeout(() => r('no answer'), 5000))]);
                """
            let framedMain = try await framedPage.callAsyncJavaScript(call, arguments: ["name": .string("share.share")])
            XCTAssertEqual(framedMain.stringValue, "capability_not_granted", "the manifest does not ask share")
            let framedFrame = try await framedPage.callAsyncJavaScript(fromFrame)
            XCTAssertEqual(framedFrame.stringValue, "share.share capability_not_granted, ui.toast ok",
                           "a null-origin frame of the app's page calls as the app")
            let cappedMain = try await cappedPage.callAsyncJavaScript(call, arguments: ["name": .string("share.share")])
            XCTAssertEqual(cappedMain.stringValue, "capability_not_granted", "the host allows only ui, whatever the manifest asks")
            let cappedUI = try await cappedPage.callAsyncJavaScript(call, arguments: ["name": .string("ui.toast")])
            XCTAssertEqual(cappedUI.stringValue, "ok")
            XCTAssertEqual(reached, ["\(framed) null ui.toast", "\(capped) app://\(capped) ui.toast"])
        }
    }
}
