import Foundation
import HybridCore
import HybridSchemes

/// A scheme handler for real-engine tests: serves files from a folder with
/// ``FileResponse``, echoes `/echo` (method, content type and body bytes),
/// applies a CORS policy, and records every request it answered.
final class TestSchemeHandler: URLSchemeHandler, @unchecked Sendable {
    let root: URL
    let cors: CORSPolicy
    private let lock = NSLock()
    private var recorded: [URLSchemeRequest] = []
    private var echoed = 0

    init(root: URL, cors: CORSPolicy = CORSPolicy()) {
        self.root = root
        self.cors = cors
    }

    var requests: [URLSchemeRequest] { lock.withLock { recorded } }
    /// How many requests `/echo` acted on (refused ones are not counted).
    var echoCount: Int { lock.withLock { echoed } }

    func response(for request: URLSchemeRequest) async -> URLSchemeResponse {
        lock.withLock { recorded.append(request) }
        if cors.isPreflight(request) { return cors.preflightResponse(for: request) }
        guard cors.admits(request, servedOrigin: "app://bundle") else { return .text(403, "origin not allowed") }
        var response: URLSchemeResponse
        switch request.path {
        case "/echo": response = echo(request)
        case "/stream": response = stream()
        default: response = file(request)
        }
        cors.apply(to: &response, for: request)
        return response
    }

    private func echo(_ request: URLSchemeRequest) -> URLSchemeResponse {
        lock.withLock { echoed += 1 }
        return URLSchemeResponse(status: 200, headers: [
            "Content-Type": "text/plain; charset=utf-8",
            "X-Echo-Method": request.method,
            "X-Echo-Content-Type": request.header("Content-Type") ?? "",
        ], data: request.body ?? Data())
    }

    /// 6 MiB made chunk by chunk as the engine pulls them: ``SchemeFixture/noise(_:seed:)`` in 96 pieces.
    static let streamed = SchemeFixture.noise(6 * 1024 * 1024, seed: 42)

    private func stream() -> URLSchemeResponse {
        let next = LockedValue(0)
        let chunks = AsyncThrowingStream<Data, any Error> {
            next.withLock { offset in
                guard offset < Self.streamed.count else { return nil }
                defer { offset += 65_536 }
                return Self.streamed.subdata(in: offset..<min(offset + 65_536, Self.streamed.count))
            }
        }
        return URLSchemeResponse(headers: ["Content-Type": "application/octet-stream"], stream: chunks, length: nil)
    }

    private func file(_ request: URLSchemeRequest) -> URLSchemeResponse {
        let url = root.appendingPathComponent(String(request.path.dropFirst()))
        guard let handle = try? FileHandle(forReadingFrom: url),
              let size = try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int
        else { return .text(404, "no such file") }
        return FileResponse.make(for: request, handle: handle, length: size, contentType: MIMEType.forPath(request.path), etag: nil)
    }
}

/// Files a scheme test serves, written to a new temporary folder.
enum SchemeFixture {
    static func folder(_ files: [String: Data]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hk-scheme-\(UUID().uuidString)")
        for (path, data) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        return root
    }

    /// `count` bytes of a fixed pseudo-random sequence: the same every run, incompressible.
    static func noise(_ count: Int, seed: UInt64 = 0x9E37_79B9_7F4A_7C15) -> Data {
        var state = seed
        var data = Data(count: count)
        data.withUnsafeMutableBytes { raw in
            let words = raw.bindMemory(to: UInt64.self)
            for index in words.indices {
                state ^= state << 13; state ^= state >> 7; state ^= state << 17
                words[index] = state
            }
            for index in (words.count * 8)..<count { raw[index] = UInt8(truncatingIfNeeded: index) }
        }
        return data
    }
}
