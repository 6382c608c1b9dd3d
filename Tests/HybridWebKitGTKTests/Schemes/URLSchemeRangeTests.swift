import Foundation
import HybridCore
import HybridOffline
import HybridWebKitGTK
import XCTest

/// RFC 7233 ranges of a 20 MB file, read by the page with `fetch` in the real engine.
final class URLSchemeRangeTests: XCTestCase {
    static let size = 20 * 1024 * 1024

    func test_twentyMegabyteFile_readInRanges_hashesLikeTheFile() throws {
        let big = SchemeFixture.noise(Self.size)
        let expected = PackageDigest.sha256Hex(big)
        let handler = TestSchemeHandler(root: try SchemeFixture.folder(["index.html": Data("<title>r</title>".utf8), "big.bin": big]))
        try EngineHarness.run(limit: .seconds(120)) { _, _ in
            let engine = try SchemeEngine.make(handler: handler)
            let container = try await SchemeEngine.open(URL(string: "app://bundle/index.html")!, on: engine)
            defer { container.close() }
            let result = try await container.callAsyncJavaScript("""
                const whole = new Uint8Array(size); const step = 3 * 1024 * 1024 + 17; const statuses = new Set();
                for (let start = 0; start < size; start += step) {
                    const end = Math.min(start + step, size) - 1;
                    const r = await fetch('/big.bin', { headers: { Range: `bytes=${start}-${end}` } });
                    statuses.add(r.status + ' ' + (r.headers.get('Content-Range') === `bytes ${start}-${end}/${size}`));
                    whole.set(new Uint8Array(await r.arrayBuffer()), start);
                }
                const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', whole));
                return [[...statuses], [...digest].map(b => b.toString(16).padStart(2, '0')).join('')];
                """, arguments: ["size": .number(Double(Self.size))])
            XCTAssertEqual(result, [["206 true"], .string(expected)])
        }
    }

    func test_suffixOpenAndUnsatisfiableRanges_answerPerRFC7233() throws {
        let big = SchemeFixture.noise(Self.size)
        let handler = TestSchemeHandler(root: try SchemeFixture.folder(["index.html": Data("<title>r</title>".utf8), "big.bin": big]))
        try EngineHarness.run(limit: .seconds(120)) { _, _ in
            let engine = try SchemeEngine.make(handler: handler)
            let container = try await SchemeEngine.open(URL(string: "app://bundle/index.html")!, on: engine)
            defer { container.close() }
            let answers = try await container.callAsyncJavaScript("""
                async function probe(range) {
                    const r = await fetch('/big.bin', { headers: { Range: range } });
                    const body = new Uint8Array(await r.arrayBuffer());
                    return [r.status, r.headers.get('Content-Range'), body.length, body.length ? body[0] : -1];
                }
                return [await probe('bytes=-500'), await probe('bytes=20971000-'), await probe('bytes=30000000-'),
                        await probe('bytes=5-4'), await probe('bytes=0-0')];
                """)
            let tail = Int(big[Self.size - 500]), open = Int(big[20_971_000]), first = Int(big[0])
            XCTAssertEqual(answers, [
                [206, .string("bytes 20971020-20971519/20971520"), 500, .number(Double(tail))],
                [206, .string("bytes 20971000-20971519/20971520"), 520, .number(Double(open))],
                [416, "bytes */20971520", 0, -1],
                [200, .null, .number(Double(Self.size)), .number(Double(first))],
                [206, "bytes 0-0/20971520", 1, .number(Double(first))],
            ])
        }
    }

    func test_multipleRanges_areAnsweredWholeWith200() throws {
        let handler = TestSchemeHandler(root: try SchemeFixture.folder(["index.html": Data("<title>r</title>".utf8), "t.txt": Data("0123456789".utf8)]))
        try EngineHarness.run { _, _ in
            let engine = try SchemeEngine.make(handler: handler)
            let container = try await SchemeEngine.open(URL(string: "app://bundle/index.html")!, on: engine)
            defer { container.close() }
            let answer = try await container.callAsyncJavaScript("""
                const r = await fetch('/t.txt', { headers: { Range: 'bytes=0-1,4-5' } });
                return [r.status, await r.text(), r.headers.get('Content-Type')];
                """)
            XCTAssertEqual(answer, [200, "0123456789", "text/plain; charset=utf-8"])
        }
    }
}
