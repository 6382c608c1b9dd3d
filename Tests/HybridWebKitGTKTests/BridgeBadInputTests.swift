import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import XCTest

/// Malformed messages are refused with a logged reason; nothing crashes or hangs.
final class BridgeBadInputTests: XCTestCase {
    func test_malformedMessages_areRefusedWithReason_andBridgeKeepsWorking() throws {
        try EngineHarness.run { engine, server in
            var recorder: BridgeRecorder?
            var echoCalls = 0
            let container = try await BridgePage.open(engine, server) { container in
                recorder = BridgeRecorder(container.bridge)
                container.bridge.registerRaw("echo") { params, _ in
                    echoCalls += 1
                    return params
                }
            }
            defer { container.close() }
            let codes = try await BridgePage.run(container, """
                const bad = [
                  'not json', '', '[1,2]', '{"t":"call"', '{"t":"call","id":1,"name":"echo"} trailing',
                  '{"t":7,"id":1,"name":"echo"}', '{"t":"call","id":"1","name":"echo"}', '{"t":"call","id":1,"name":["echo"]}',
                  '{"t":"call","name":"echo"}', '{"t":"call","id":1}', '{}', '{"t":"explode","id":1,"name":"echo"}',
                  '{"t":"call","id":1e300,"name":"echo"}', '{"t":"call","id":123456789012345678901234567890,"name":"echo"}',
                  '{"t":"call","id":-1,"name":"echo"}', '{"t":"call","id":1.5,"name":"echo"}',
                  '{"t":"call","id":1,"id":2,"name":"echo"}', '{"t":"call","id":1,"name":"echo","params":[1,}',
                  '{"t":"call","id":1,"name":"echo","params":"\\\\u12"}', '{"t":"call","id":1,"name":"echo","via":"url"}',
                  '{"t":"call","id":1,"name":"' + 'x'.repeat(300) + '"}', '['.repeat(100000),
                ];
                const codes = [];
                const listener = e => { const r = JSON.parse(e.detail); if (r.id === null) codes.push(r.error.code); };
                addEventListener('hybridkit:reply', listener);
                for (const text of bad) dispatchEvent(new CustomEvent('hybridkit:post', {detail: text}));
                dispatchEvent(new CustomEvent('hybridkit:post', {detail: {t: 'call', id: 1, name: 'echo'}}));
                const huge = 'x'.repeat(100 * 1024 * 1024);
                dispatchEvent(new CustomEvent('hybridkit:post', {detail: huge}));
                let pageSide;
                try { await hybrid.call('echo', huge); pageSide = 'sent'; } catch (e) { pageSide = e.code; }
                while (codes.length < bad.length + 1) await new Promise(r => setTimeout(r, 10));
                removeEventListener('hybridkit:reply', listener);
                return {codes, pageSide, after: await hybrid.call('echo', 'still fine')};
                """)
            let all = try XCTUnwrap(codes["codes"]?.arrayValue)
            XCTAssertEqual(all.filter { $0 == "invalid_message" }.count, 22, "\(all)")
            XCTAssertEqual(all.filter { $0 == "message_too_large" }.count, 1, "\(all)")
            XCTAssertEqual(codes["pageSide"], "message_too_large")
            XCTAssertEqual(codes["after"], "still fine")
            XCTAssertEqual(echoCalls, 1)
            let invalid = try XCTUnwrap(recorder).invalid
            XCTAssertEqual(invalid.count, 22)
            XCTAssertTrue(invalid.allSatisfy { !$0.message.isEmpty })
        }
    }
}
