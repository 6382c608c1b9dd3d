import Foundation

extension URLSchemeResponse {
    /// A response body the engine pulls chunk by chunk, so memory stays flat however large it is.
    public enum Body: Sendable {
        case empty
        /// Bytes already in memory (small answers, error pages).
        case data(Data)
        /// Chunks produced on demand; `length` when known (it becomes `Content-Length`).
        case stream(AsyncThrowingStream<Data, any Error>, length: Int?)

        /// `length` bytes of an open file from `offset`, read one chunk at a time, off
        /// the engine's executor, only as the engine asks for them. The handle is the
        /// one the handler opened and checked, so what is served is exactly what was
        /// checked (no re-open by path); it is closed once the body is done with.
        public static func file(_ handle: FileHandle, offset: Int = 0, length: Int, chunkSize: Int = 256 * 1024) -> Body {
            .stream(FileSlice(handle: handle, offset: offset, length: length).chunks(size: chunkSize), length: length)
        }

        /// How many bytes the body holds, when known up front.
        public var length: Int? {
            switch self {
            case .empty: 0
            case .data(let data): data.count
            case .stream(_, let length): length
            }
        }

        /// The body as a pull-driven sequence of chunks of at most `size` bytes
        /// (a stream keeps the size it was made with): nothing is read before the consumer asks for it.
        public func chunks(size: Int = 256 * 1024) -> AsyncThrowingStream<Data, any Error> {
            switch self {
            case .empty: AsyncThrowingStream { $0.finish() }
            case .data(let data): FileSlice.chunked(data, size: size)
            case .stream(let stream, _): stream
            }
        }
    }
}
