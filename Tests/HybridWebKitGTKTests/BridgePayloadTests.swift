import Foundation
import HybridCore
import HybridTestServer
import HybridWebKitGTK
import XCTest

/// Values cross exactly: hostile strings, lone surrogates, Unicode, bytes, 10 MB.
final class BridgePayloadTests: XCTestCase {
    /// A seeded generator in the page makes strings from the nastiest pieces
    /// (quotes, backslashes, `</script>`, U+2028/9, NUL, lone surrogates,
    /// random UTF-16 code units) and checks each comes back identical.
    func test_propertyTest_arbitraryStrings_roundTripExactly_throughRawHandler() throws {
        try EngineHarness.run { engine, server in
            let container = try await BridgePage.open(engine, server) { container in
                container.bridge.registerRaw("echo") { params, _ in params }
            }
            defer { container.close() }
            let report = try await BridgePage.run(container, """
                let seed = 0x2545F491;
                const next = n => { seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5; return (seed >>> 0) % n; };
                const pieces = ['"', '\\\\', '</script>', '<!--', '\\u2028', '\\u2029', '\\0', '\\uD800', '\\uDFFF', '\\uDBFF\\uDC00',
                  'é', 'e\\u0301', '😀', '\\n', '\\r', '\\t', "'", '`', '${x}', '\\u0008', '\\uFEFF', '\\uFFFF'];
                const strings = [];
                for (let i = 0; i < 400; i++) {
                  let s = '';
                  const length = next(24);
                  for (let j = 0; j < length; j++) s += next(3) === 0 ? String.fromCharCode(next(0x10000)) : pieces[next(pieces.length)];
                  strings.push(s);
                }
                let loneSurrogates = 0, mismatches = [];
                for (const s of strings) {
                  if (/[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?:^|[^\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]/.test(s)) loneSurrogates++;
                  const back = await hybrid.call('echo', {value: s, [s]: [s]});
                  if (back.value !== s || back[s][0] !== s) mismatches.push(Array.from(s, c => c.charCodeAt(0)));
                }
                return {count: strings.length, loneSurrogates: loneSurrogates > 50, mismatches};
                """)
            XCTAssertEqual(report, ["count": 400, "loneSurrogates": true, "mismatches": []])
        }
    }

    func test_propertyTest_arbitrarySwiftStrings_roundTripExactly_throughPageFunction() throws {
        try EngineHarness.run { engine, server in
            let html = "<script>hybrid.register('h5.echo', s => s);</script>"
            let container = try await BridgePage.open(engine, server, html: html)
            defer { container.close() }
            var generator = SeededGenerator(seed: 0x9E3779B97F4A7C15)
            let pieces = ["\"", "\\", "</script>", "\u{2028}", "\u{2029}", "\0", "e\u{301}", "é", "😀", "👩‍👩‍👧", "\n", "'", "${x}", "\u{FEFF}"]
            for _ in 0..<150 {
                var string = ""
                for _ in 0..<Int.random(in: 0..<16, using: &generator) {
                    if Bool.random(using: &generator) {
                        string += pieces.randomElement(using: &generator)!
                    } else if let scalar = Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &generator)) {
                        string.unicodeScalars.append(scalar)
                    }
                }
                let back = try await container.bridge.call("h5.echo", string, as: String.self)
                XCTAssertEqual(Array(back.unicodeScalars), Array(string.unicodeScalars))
            }
        }
    }

    func test_loneSurrogate_fromNative_reachesPageExactly_andComesBackAsRawJSON() throws {
        try EngineHarness.run { engine, server in
            let html = """
                <script>
                hybrid.register('h5.inspect', s => ({units: Array.from(s, c => c.charCodeAt(0)), same: s}));
                </script>
                """
            let container = try await BridgePage.open(engine, server, html: html)
            defer { container.close() }
            let answer = try await container.bridge.callRaw("h5.inspect", params: RawJSON("\"a\\ud800b\\udfff\""))
            XCTAssertEqual(answer.text, "{\"units\":[97,55296,98,57343],\"same\":\"a\\ud800b\\udfff\"}")
        }
    }

    func test_typedHandler_refusesLoneSurrogate_withInvalidParams() throws {
        try EngineHarness.run { engine, server in
            let container = try await BridgePage.open(engine, server) { container in
                container.bridge.register("typed.echo") { (s: String) in s }
            }
            defer { container.close() }
            let fine = try await BridgePage.run(container, "return await hybrid.call('typed.echo', 'e\\u0301 😀 \\u2028')")
            XCTAssertEqual(fine, .string("e\u{301} 😀 \u{2028}"))
            let code = try await BridgePage.run(container, "try { await hybrid.call('typed.echo', '\\uD800'); return 'accepted'; } catch (e) { return e.code; }")
            XCTAssertEqual(code, "invalid_params")
        }
    }

    func test_tenMegabytesOfJSON_roundTripBothWays() throws {
        try EngineHarness.run(limit: .seconds(120)) { engine, server in
            let html = "<script>hybrid.register('h5.echo', p => p);</script>"
            let container = try await BridgePage.open(engine, server, html: html) { container in
                container.bridge.registerRaw("echo") { params, _ in params }
            }
            defer { container.close() }
            let fromPage = try await BridgePage.run(container, """
                const items = [];
                for (let i = 0; i < 130000; i++) items.push({id: i, name: 'item ' + i + ' ü 😀 "q"', tags: ['a', 'b'], score: i / 7});
                const payload = {items};
                const text = JSON.stringify(payload);
                const back = await hybrid.call('echo', payload);
                return {megabytes: text.length / 1e6 >= 10, same: JSON.stringify(back) === text};
                """)
            XCTAssertEqual(fromPage, ["megabytes": true, "same": true])
            let big = String(repeating: "0123456789abcdé\\\"", count: 700_000)
            let raw = try RawJSON("[\"\(big)\"]")
            XCTAssertGreaterThan(raw.text.utf8.count, 10_000_000)
            let back = try await container.bridge.callRaw("h5.echo", params: raw)
            XCTAssertEqual(back, raw)
        }
    }

    func test_bytes_crossBothWays_withoutCorruption() throws {
        struct Blob: Codable { var data: BridgeBytes }
        try EngineHarness.run { engine, server in
            let html = """
                <script>
                hybrid.register('h5.invert', p => {
                  if (!(p.data instanceof Uint8Array)) throw new Error('not bytes: ' + typeof p.data);
                  return {data: p.data.map(b => b ^ 0xFF)};
                });
                </script>
                """
            let container = try await BridgePage.open(engine, server, html: html) { container in
                container.bridge.register("bytes.reverse") { (blob: Blob) in Blob(data: BridgeBytes(Data(blob.data.data.reversed()))) }
            }
            defer { container.close() }
            let fromPage = try await BridgePage.run(container, """
                const data = new Uint8Array(300000);
                for (let i = 0; i < data.length; i++) data[i] = (i * 7919 + (i >> 8)) & 0xFF;
                const back = await hybrid.call('bytes.reverse', {data});
                const expected = data.slice().reverse();
                return back.data instanceof Uint8Array && back.data.length === data.length && back.data.every((b, i) => b === expected[i]);
                """)
            XCTAssertEqual(fromPage, true)
            let original = Data((0..<65_536).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) })
            let inverted = try await container.bridge.call("h5.invert", Blob(data: BridgeBytes(original)), as: Blob.self)
            XCTAssertEqual(inverted.data.data, Data(original.map { $0 ^ 0xFF }))
        }
    }
}

/// A small deterministic generator (SplitMix64), so a failing case can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}
