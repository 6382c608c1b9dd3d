import Foundation

/// A byte range of an open file, as a response's file body
/// (``URLSchemeResponse/init(status:headers:file:offset:length:)``) is read. The handle is the one the handler opened and checked, so what is
/// served is exactly what was checked (no re-open by path). It is closed when the slice goes away.
package final class FileSlice: Sendable {
    public let handle: FileHandle
    public let offset: Int
    public let length: Int

    public init(handle: FileHandle, offset: Int, length: Int) {
        self.handle = handle
        self.offset = offset
        self.length = length
    }

    deinit { try? handle.close() }

    /// Reads `count` bytes at `position` within the slice (fewer only at its end).
    public func read(at position: Int, count: Int) throws -> Data {
        let wanted = min(count, length - position)
        guard wanted > 0 else { return Data() }
        try handle.seek(toOffset: UInt64(offset + position))
        return try handle.read(upToCount: wanted) ?? Data()
    }

    /// Chunks read one at a time, off the consumer's executor, only when asked for.
    func chunks(size: Int) -> AsyncThrowingStream<Data, any Error> {
        let cursor = Cursor()
        return AsyncThrowingStream {
            let position = await cursor.advance(by: size, limit: self.length)
            guard let position else { return nil }
            return try await Task.detached { try self.read(at: position, count: size) }.value
        }
    }

    static func chunked(_ data: Data, size: Int) -> AsyncThrowingStream<Data, any Error> {
        AsyncThrowingStream { continuation in
            var start = data.startIndex
            while start < data.endIndex {
                let end = data.index(start, offsetBy: size, limitedBy: data.endIndex) ?? data.endIndex
                continuation.yield(data[start..<end])
                start = end
            }
            continuation.finish()
        }
    }

    /// The next read position; `nil` once the slice is used up.
    private actor Cursor {
        var position = 0
        func advance(by size: Int, limit: Int) -> Int? {
            guard position < limit else { return nil }
            defer { position += size }
            return position
        }
    }
}
