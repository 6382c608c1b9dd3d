import HybridCore
import HybridSchemes
import HybridTesting
import Foundation
import Testing
import HybridVocabulary

/// ``FileResponse`` through the fake engine's scheme seam.
@MainActor
struct FileResponseTests {
    private struct FileHandler: URLSchemeHandler {
        let file: URL
        let etag = "\"abc\""
        func response(for request: URLSchemeRequest) async -> URLSchemeResponse {
            let handle = try! FileHandle(forReadingFrom: file)
            let size = try! FileManager.default.attributesOfItem(atPath: file.path)[.size] as! Int
            return FileResponse.make(for: request, handle: handle, length: size, contentType: MIMEType.forPath(request.path), etag: etag)
        }
    }

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

    @Test func largeFile_isStreamedInBoundedChunks_notHeldWhole() async throws {
        try await Self.withEngine(size: 3 * 1024 * 1024 + 5) { engine, bytes in
            let reply = try await engine.send(Self.get())!
            #expect(reply.status == 200)
            #expect(reply.body == bytes)
            #expect(reply.largestChunk <= 64 * 1024)
            #expect(reply.chunkCount > 40)
            #expect(reply.headers["Content-Length"] == String(bytes.count))
            #expect(reply.headers["Content-Type"] == "application/octet-stream")
        }
    }

    @Test func rangeAndHead_answerPartialBytesAndHeadersOnly() async throws {
        try await Self.withEngine(size: 1000) { engine, bytes in
            let partial = try await engine.send(Self.get(["range": "bytes=-10"]))!
            #expect(partial.status == 206)
            #expect(partial.body == bytes.suffix(10))
            #expect(partial.headers["Content-Range"] == "bytes 990-999/1000")
            let head = try await engine.send(Self.get(method: "HEAD"))!
            #expect(head.body.count == 0)
            #expect(head.headers["Content-Length"] == "1000")
            let beyond = try await engine.send(Self.get(["Range": "bytes=1000-"]))!
            #expect(beyond.status == 416)
            #expect(beyond.headers["Content-Range"] == "bytes */1000")
        }
    }

    @Test func ifRangeForAnotherVersion_getsWholeFile_andMatchingIfNoneMatchGets304() async throws {
        try await Self.withEngine(size: 100) { engine, bytes in
            let stale = try await engine.send(Self.get(["Range": "bytes=0-9", "If-Range": "\"old\""]))!
            #expect(stale.status == 200)
            #expect(stale.body == bytes)
            let current = try await engine.send(Self.get(["Range": "bytes=0-9", "If-Range": "\"abc\""]))!
            #expect(current.status == 206)
            let cached = try await engine.send(Self.get(["If-None-Match": "\"abc\""]))!
            #expect(cached.status == 304)
            #expect(cached.body.isEmpty)
            let posted = try await engine.send(Self.get(method: "DELETE"))!
            #expect(posted.status == 405)
        }
    }

    /// A web scheme, one already registered (`app`, in any case), and no scheme at all.
    @Test(arguments: ["https", "APP", "no scheme"])
    func registration_refusesReservedDuplicateAndMalformedSchemes(_ scheme: String) async throws {
        try await Self.withEngine(size: 1) { engine, _ in
            let handler = FileHandler(file: URL(fileURLWithPath: "/dev/null"))
            let error = #expect(throws: EngineError.self) { try engine.registerURLScheme(scheme, handler: handler) }
            #expect(error?.code == "url_scheme_unavailable")
        }
    }

    @Test func registration_refusesASchemeOnceAViewExists() async throws {
        try await Self.withEngine(size: 1) { engine, _ in
            let handler = FileHandler(file: URL(fileURLWithPath: "/dev/null"))
            _ = try engine.makeView(settings: EngineSettings())
            #expect(throws: (any Error).self) { try engine.registerURLScheme("other", handler: handler) }
        }
    }
}
