import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// Sandboxed documents have an opaque origin (`self.origin` is "null") whatever
/// their URL says; the bridge must treat them as no origin at all.
final class BridgeOpaqueOriginTests: XCTestCase {
    func test_sandboxedIframeFromTrustedOrigin_isRefusedAsOpaqueOrigin() throws {
        try EngineHarness.run { engine, server in
            let frame = """
                <script>
                hybrid.call('profile.read').then(r => ({ok: r}), e => ({code: e.code}))
                  .then(result => parent.postMessage(JSON.stringify({frame: name, result}), '*'));
                </script>
                """
            await server.serve(html: frame, at: "/opaque/frame")
            let parent = """
                <script>window.reports = {}; addEventListener('message', e => { const r = JSON.parse(e.data); reports[r.frame] = r.result; });</script>
                <iframe name="sandboxed" sandbox="allow-scripts" src="/opaque/frame"></iframe>
                <iframe name="plain" src="/opaque/frame"></iframe>
                """
            var recorder: BridgeRecorder?
            var reads = 0
            let container = try await BridgePage.open(engine, server, html: parent, path: "/opaque/parent") { container in
                recorder = BridgeRecorder(container.bridge)
                container.bridge.register("profile.read", options: BridgeHandlerOptions(mainFrameOnly: false)) { (_: JSONValue) -> String in
                    reads += 1
                    return "profile"
                }
            }
            defer { container.close() }
            try await eventually("both frames reported") { try await container.evaluateJavaScript("Object.keys(reports).length") == 2 }
            let reports = try await container.evaluateJavaScript("reports")
            XCTAssertEqual(reports["sandboxed"], ["code": "origin_not_allowed"])
            // The legitimate call: the same document, unsandboxed, from the same origin.
            XCTAssertEqual(reports["plain"], ["ok": "profile"])
            XCTAssertEqual(reads, 1)
            let origins = try XCTUnwrap(recorder).records.compactMap(\.source?.origin)
            XCTAssertEqual(Set(origins), ["null", serializedOrigin(server.origin)])
        }
    }

    func test_cspSandboxedMainFrame_isRefusedAsOpaqueOrigin_bothWays() throws {
        try EngineHarness.run { engine, server in
            let html = "<script>window.got = []; hybrid.on('secret', p => got.push(p));</script>"
            var reads = 0
            let container = try await BridgePage.open(
                engine, server, html: html, path: "/opaque/csp", headers: [("Content-Security-Policy", "sandbox allow-scripts")]
            ) { container in
                container.bridge.register("profile.read") { (_: JSONValue) -> String in
                    reads += 1
                    return "profile"
                }
            }
            defer { container.close() }
            let pageOrigins = try await container.evaluateJavaScript("[self.origin, location.origin]")
            XCTAssertEqual(pageOrigins, ["null", .string(serializedOrigin(server.origin))], "location.origin lies; self.origin does not")
            let answer = try await BridgePage.call(container, "profile.read")
            XCTAssertEqual(answer["code"], "origin_not_allowed")
            let emitted = await bridgeFailure { try await container.bridge.emit("secret", "token") }
            XCTAssertEqual(emitted, .originNotAllowed("null"))
            let got = try await container.evaluateJavaScript("got")
            XCTAssertEqual(got, [])
            XCTAssertEqual(reads, 0)
            // The legitimate call: the same page served without the sandbox header.
            await server.serve(html: html, at: "/opaque/plain")
            try await container.load(server.url("/opaque/plain"))
            try await eventually("bridge connected") { container.bridge.isPageReady }
            let legitimate = try await BridgePage.call(container, "profile.read")
            XCTAssertEqual(legitimate, ["ok": "profile"])
            try await container.bridge.emit("secret", "token")
            try await eventually("event delivered") { try await container.evaluateJavaScript("got") == ["token"] }
        }
    }
}
