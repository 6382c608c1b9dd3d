import Foundation
import FlyingSocks

/// A response body sent in chunks with a pause before each, optionally stopping
/// part-way with an error, which makes the server close the connection after
/// announcing the whole `Content-Length`: a cut connection, as clients see one.
struct ScriptedBody: AsyncBufferedSequence {
    typealias Element = UInt8
    let data: Data
    let chunkBytes: Int
    let chunkDelay: Duration
    let cutAfter: Int?

    func makeAsyncIterator() -> Iterator {
        Iterator(data: data, chunkBytes: Swift.max(1, chunkBytes), chunkDelay: chunkDelay, end: Swift.min(cutAfter ?? data.count, data.count),
                 cuts: cutAfter.map { $0 < data.count } ?? false)
    }

    struct Cut: Error {}

    struct Iterator: AsyncBufferedIteratorProtocol {
        let data: Data
        let chunkBytes: Int
        let chunkDelay: Duration
        let end: Int
        let cuts: Bool
        var offset = 0

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> Data? {
            guard offset < end else {
                if cuts { throw Cut() }
                return nil
            }
            if chunkDelay > .zero { try await Task.sleep(for: chunkDelay) }
            let size = Swift.min(chunkBytes, count, end - offset)
            defer { offset += size }
            return data.subdata(in: data.startIndex + offset..<data.startIndex + offset + size)
        }
    }
}
