@testable import HybridCore
@testable import HybridSchemes
import HybridTesting
import Foundation
import XCTest

/// ``FileResponse`` through the fake engine's scheme seam.
final class FileResponseTests: XCTestCase {
    private struct FileHandler: URLSchemeHandler {
        let file: URL
        let etag = "\"abc\""
        func response(for request: URLSchemeRequest) async -> URLSchemeResponse {
            let handle = try! FileHandle(forReadingFrom: file)
            let size = try! FileManager.default.attributesOfItem(atPath: file.path)[.size] as! Int
            return FileResponse.make(for: request, handle: handle, length: size, contentType: MIMEType.forPath(request.path), etag: etag)
        }
    }

    @MainActor
    private static func withEngine(size: Int, _ body: @MainActor (FakeWebEngine, Data) async throws -> Void) async throws {
        let bytes = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hk-file-\(UUID().uuidString).bin")
        try bytes.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let engine = FakeWebEngine()
        try engine.registerURLScheme("app", handler: FileHandler(file: file))
        try await body(engine, bytes)
    }

    private static func get(_ headers: [String: String] = [:], method: String = "GET") -> URLSchemeRequest {
        URLSchemeRequest(url: URL(string: "app://bundle/big.bin")!, method: method, headers: headers)
    }

    func test_largeFile_isStreamedInBoundedChunks_notHeldWhole() async throws {
        try await Self.withEngine(size: 3 * 1024 * 1024 + 5) { engine, bytes in
            let reply = try await engine.send(Self.get())!
            XCTAssertEqual(reply.status, 200)
            XCTAssertEqual(reply.body, bytes)
            XCTAssertLessThanOrEqual(reply.largestChunk, 64 * 1024)
            XCTAssertGreaterThan(reply.chunkCount, 40)
            XCTAssertEqual(reply.headers["Content-Length"], String(bytes.count))
            XCTAssertEqual(reply.headers["Content-Type"], "application/octet-stream")
        }
    }

    func test_rangeAndHead_answerPartialBytesAndHeadersOnly() async throws {
        try await Self.withEngine(size: 1000) { engine, bytes in
            let partial = try await engine.send(Self.get(["range": "bytes=-10"]))!
            XCTAssertEqual(partial.status, 206)
            XCTAssertEqual(partial.body, bytes.suffix(10))
            XCTAssertEqual(partial.headers["Content-Range"], "bytes 990-999/1000")
            let head = try await engine.send(Self.get(method: "HEAD"))!
            XCTAssertEqual(head.body.count, 0)
            XCTAssertEqual(head.headers["Content-Length"], "1000")
            let beyond = try await engine.send(Self.get(["Range": "bytes=1000-"]))!
            XCTAssertEqual(beyond.status, 416)
            XCTAssertEqual(beyond.headers["Content-Range"], "bytes */1000")
        }
    }

    func test_ifRangeForAnotherVersion_getsWholeFile_andMatchingIfNoneMatchGets304() async throws {
        try await Self.withEngine(size: 100) { engine, bytes in
            let stale = try await engine.send(Self.get(["Range": "bytes=0-9", "If-Range": "\"old\""]))!
            XCTAssertEqual(stale.status, 200)
            XCTAssertEqual(stale.body, bytes)
            let current = try await engine.send(Self.get(["Range": "bytes=0-9", "If-Range": "\"abc\""]))!
            XCTAssertEqual(current.status, 206)
            let cached = try await engine.send(Self.get(["If-None-Match": "\"abc\""]))!
            XCTAssertEqual(cached.status, 304)
            XCTAssertTrue(cached.body.isEmpty)
            let posted = try await engine.send(Self.get(method: "DELETE"))!
            XCTAssertEqual(posted.status, 405)
        }
    }

    func test_registration_refusesReservedDuplicateAndLateSchemes() async throws {
        try await Self.withEngine(size: 1) { engine, _ in
            let handler = FileHandler(file: URL(fileURLWithPath: "/dev/null"))
            for scheme in ["https", "APP", "no scheme"] {
                XCTAssertThrowsError(try engine.registerURLScheme(scheme, handler: handler)) {
                    XCTAssertEqual(($0 as? EngineError)?.code, "url_scheme_unavailable")
                }
            }
            _ = try engine.makeView(settings: EngineSettings())
            XCTAssertThrowsError(try engine.registerURLScheme("other", handler: handler))
        }
    }
}
