import Foundation

extension URLSchemeResponse {
    /// A response body the engine pulls chunk by chunk, so memory stays flat however large it is.
    /// Apps make one through ``URLSchemeResponse``'s initializers (`data:`, `file:`, `stream:`);
    /// engines and tests read it.
    package enum Body: Sendable {
        case empty
        /// Bytes already in memory (small answers, error pages).
        case data(Data)
        /// `length` bytes of an open file from `offset`, read in chunks as the engine
        /// asks for them, off its executor. The handle is the one the handler opened
        /// and checked, so what is served is exactly what was checked (no re-open by
        /// path); the engine reads it once and closes it when done.
        case file(FileHandle, offset: Int, length: Int)
        /// Chunks produced on demand; `length` when known (it becomes `Content-Length`).
        case stream(AsyncThrowingStream<Data, any Error>, length: Int?)

        /// How many bytes the body holds, when known up front.
        public var length: Int? {
            switch self {
            case .empty: 0
            case .data(let data): data.count
            case .file(_, _, let length): length
            case .stream(_, let length): length
            }
        }

        /// The body as a pull-driven sequence of chunks of at most `size` bytes
        /// (a stream's own chunks as they come): nothing is read before the consumer asks for it.
        public func chunks(size: Int = 256 * 1024) -> AsyncThrowingStream<Data, any Error> {
            switch self {
            case .empty: AsyncThrowingStream { $0.finish() }
            case .data(let data): FileSlice.chunked(data, size: size)
            case .file(let handle, let offset, let length): FileSlice(handle: handle, offset: offset, length: length).chunks(size: size)
            case .stream(let stream, _): stream
            }
        }
    }
}
