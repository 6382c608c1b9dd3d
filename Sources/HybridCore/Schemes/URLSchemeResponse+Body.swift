import Foundation

extension URLSchemeResponse {
    /// A response body the engine pulls chunk by chunk, so memory stays flat however large it is.
    public enum Body: Sendable {
        case empty
        /// Bytes already in memory (small answers, error pages).
        case data(Data)
        /// Part of an open file, read in chunks as the engine asks for them.
        case file(FileSlice)
        /// Chunks produced on demand; `length` when known (it becomes `Content-Length`).
        case stream(AsyncThrowingStream<Data, any Error>, length: Int?)

        /// How many bytes the body holds, when known up front.
        public var length: Int? {
            switch self {
            case .empty: 0
            case .data(let data): data.count
            case .file(let slice): slice.length
            case .stream(_, let length): length
            }
        }

        /// The body as a pull-driven sequence of chunks of at most `size` bytes:
        /// nothing is read before the consumer asks for it.
        public func chunks(size: Int = 256 * 1024) -> AsyncThrowingStream<Data, any Error> {
            switch self {
            case .empty: AsyncThrowingStream { $0.finish() }
            case .data(let data): FileSlice.chunked(data, size: size)
            case .file(let slice): slice.chunks(size: size)
            case .stream(let stream, _): stream
            }
        }
    }
}
