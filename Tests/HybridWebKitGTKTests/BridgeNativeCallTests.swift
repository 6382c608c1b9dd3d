import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import HybridTesting
import XCTest
import HybridVocabulary

/// Native → page calls, events and lifecycle notifications.
final class BridgeNativeCallTests: XCTestCase {
    func test_nativeCall_awaitsAsyncPageFunction_typed() throws {
        try EngineHarness.run { engine, server in
            let html = """
                <script>
                hybrid.register('h5.sum', async p => { await new Promise(r => setTimeout(r, 20)); return {sum: p.a + p.b}; });
                </script>
                """
            let container = try await BridgePage.open(engine, server, html: html)
            defer { container.close() }
            struct Sum: Decodable { var sum: Int }
            let result = try await container.bridge.call("h5.sum", AddParams(a: 20, b: 22), as: Sum.self)
            XCTAssertEqual(result.sum, 42)
        }
    }

    func test_nativeCall_toUnregisteredFunction_throwsHandlerNotFound_namingItOnce() throws {
        try EngineHarness.run { engine, server in
            let container = try await BridgePage.open(engine, server)
            defer { container.close() }
            let error = await bridgeFailure { try await container.bridge.callRaw("h5.missing", timeout: .seconds(2)) }
            XCTAssertEqual(error, .handlerNotFound("h5.missing"))
            XCTAssertEqual(error?.message, "no handler named h5.missing")
        }
    }

    func test_pageFunctionThatThrows_rejectsNativeCallWithTheJSMessage() throws {
        try EngineHarness.run { engine, server in
            let html = "<script>hybrid.register('h5.fail', () => { throw new TypeError('no token here'); });</script>"
            let container = try await BridgePage.open(engine, server, html: html)
            defer { container.close() }
            let error = await bridgeFailure { try await container.bridge.callRaw("h5.fail") }
            XCTAssertEqual(error, .javaScriptException("no token here"))
        }
    }

    func test_pageFunctionThatNeverAnswers_timesOut() throws {
        try EngineHarness.run { engine, server in
            let html = "<script>hybrid.register('h5.hang', () => new Promise(() => {}));</script>"
            let container = try await BridgePage.open(engine, server, html: html)
            defer { container.close() }
            let error = await bridgeFailure { try await container.bridge.callRaw("h5.hang", timeout: .milliseconds(100)) }
            XCTAssertEqual(error?.code, "timeout")
        }
    }

    func test_pendingNativeCall_rejectsWithPageGone_whenPageReloads() throws {
        try EngineHarness.run { engine, server in
            let html = "<script>hybrid.register('h5.hang', () => new Promise(() => {}));</script>"
            let container = try await BridgePage.open(engine, server, html: html)
            defer { container.close() }
            let call = Task { @MainActor in try await container.bridge.callRaw("h5.hang") }
            try await eventually("page got the call") { try await container.evaluateJavaScript("1") == 1 }
            try await container.reload()
            let error = await bridgeFailure { try await call.value }
            XCTAssertEqual(error, .pageGone)
        }
    }

    func test_pendingNativeCall_rejectsWithPageGone_whenPageNavigatesAway() throws {
        try EngineHarness.run { engine, server in
            let html = "<script>hybrid.register('h5.hang', () => new Promise(() => {}));</script>"
            let container = try await BridgePage.open(engine, server, html: html)
            defer { container.close() }
            await server.serve(html: "<p>elsewhere</p>", at: "/elsewhere")
            let call = Task { @MainActor in try await container.bridge.callRaw("h5.hang") }
            try await container.load(server.url("/elsewhere"))
            let error = await bridgeFailure { try await call.value }
            XCTAssertEqual(error, .pageGone)
        }
    }

    func test_pendingNativeCall_rejectsWithPageGone_whenWebProcessDies() throws {
        try EngineHarness.run { engine, server in
            let html = "<script>hybrid.register('h5.hang', () => { window.gotCall = true; return new Promise(() => {}); });</script>"
            let container = try await BridgePage.open(engine, server, html: html)
            defer { container.close() }
            let call = Task { @MainActor in try await container.bridge.callRaw("h5.hang") }
            try await eventually("the page got the call") { try await container.evaluateJavaScript("window.gotCall === true") == true }
            try container.engineView.terminateWebProcess()
            let error = await bridgeFailure { try await call.value }
            XCTAssertEqual(error, .pageGone)
            XCTAssertFalse(container.bridge.isPageReady)
        }
    }

    func test_pendingNativeCall_rejectsWithBridgeClosed_whenContainerCloses_andReadinessThrowsAtOnce() throws {
        try EngineHarness.run { engine, server in
            let html = "<script>hybrid.register('h5.hang', () => new Promise(() => {}));</script>"
            let container = try await BridgePage.open(engine, server, html: html)
            let call = Task { @MainActor in try await container.bridge.callRaw("h5.hang") }
            try await eventually("page got the call") { try await container.evaluateJavaScript("1") == 1 }
            container.close()
            let error = await bridgeFailure { try await call.value }
            XCTAssertEqual(error, .closed)
            let ready = await bridgeFailure { try await container.bridge.waitUntilPageReady() }
            XCTAssertEqual(ready, .closed)
        }
    }

    func test_pendingPageCall_rejectsWithPageGone_whenPageIsHidden() throws {
        try EngineHarness.run { engine, server in
            let container = try await BridgePage.open(engine, server) { container in
                container.bridge.register("slow") { (_: JSONValue) -> Int in
                    try await Task.sleep(for: .seconds(30))
                    return 1
                }
            }
            defer { container.close() }
            let code = try await BridgePage.run(container, """
                const call = hybrid.call('slow').then(() => 'resolved', e => e.code);
                window.dispatchEvent(new PageTransitionEvent('pagehide', {persisted: false}));
                return await call;
                """)
            XCTAssertEqual(code, "page_gone")
        }
    }

    func test_emit_reachesOnListeners_andOffStopsThem() throws {
        try EngineHarness.run { engine, server in
            let html = """
                <script>
                window.got = [];
                window.listener = p => got.push(p);
                hybrid.on('cart.changed', listener);
                </script>
                """
            let container = try await BridgePage.open(engine, server, html: html)
            defer { container.close() }
            try await container.bridge.emit("cart.changed", ["count": 3])
            try await eventually("event delivered") { try await container.evaluateJavaScript("got.length") == 1 }
            _ = try await container.evaluateJavaScript("hybrid.off('cart.changed', listener)")
            try await container.bridge.emit("cart.changed", ["count": 4])
            try await container.bridge.emit("other", ["x": 1])
            let got = try await container.evaluateJavaScript("got")
            XCTAssertEqual(got, [["count": 3]])
        }
    }

    func test_lifecycleNotifications_reachPageAsEvents() throws {
        try EngineHarness.run { engine, server in
            let html = """
                <script>
                window.seen = [];
                for (const name of ['app.foreground', 'app.background', 'container.visible', 'container.hidden', 'network.change'])
                  hybrid.on(name, p => seen.push([name, p]));
                </script>
                """
            let container = try await BridgePage.open(engine, server, html: html)
            defer { container.close() }
            let bridge = container.bridge
            try await bridge.notify(.appBackground)
            try await bridge.notify(.appForeground)
            try await bridge.notify(.containerHidden)
            try await bridge.notify(.containerVisible)
            try await bridge.notify(.reachabilityChanged(reachable: false, network: "none"))
            try await eventually("all delivered") { try await container.evaluateJavaScript("seen.length") == 5 }
            let seen = try await container.evaluateJavaScript("seen")
            XCTAssertEqual(seen, [
                ["app.background", [:]], ["app.foreground", [:]], ["container.hidden", [:]], ["container.visible", [:]],
                ["network.change", ["reachable": false, "network": "none"]],
            ])
        }
    }

    func test_forgedAndDuplicateAnswers_areIgnored() throws {
        try EngineHarness.run { engine, server in
            let html = """
                <script>
                // Answers every native call three ways: a forged id, the real answer, then a duplicate.
                window.addEventListener('hybridkit:deliver', e => {
                  const m = JSON.parse(e.detail);
                  if (m.t !== 'call' || m.name !== 'h5.echo') return;
                  const send = (id, v) => window.dispatchEvent(new CustomEvent('hybridkit:answer', {detail: id + '\\n' + JSON.stringify({result: v})}));
                  send('n999-forged', 'forged');
                  send(m.id + 'x', 'near miss');
                });
                hybrid.register('h5.echo', p => p);
                window.addEventListener('hybridkit:deliver', e => {
                  const m = JSON.parse(e.detail);
                  if (m.t === 'call') setTimeout(() => {
                    window.dispatchEvent(new CustomEvent('hybridkit:answer', {detail: m.id + '\\n' + JSON.stringify({result: 'duplicate'})}));
                    window.duplicatesSent = (window.duplicatesSent || 0) + 1;
                  }, 30);
                });
                </script>
                """
            let container = try await BridgePage.open(engine, server, html: html)
            defer { container.close() }
            let first = try await container.bridge.callRaw("h5.echo", params: RawJSON("\"real\""))
            XCTAssertEqual(first.text, "\"real\"")
            try await eventually("the duplicate answer sent") { try await container.evaluateJavaScript("window.duplicatesSent === 1") == true }
            let second = try await container.bridge.callRaw("h5.echo", params: RawJSON("\"again\""))
            XCTAssertEqual(second.text, "\"again\"")
        }
    }
}

