/// A fault the server injects into its next answers for one path, the way a
/// flaky CDN or network misbehaves (``TestServer/injectFault(_:path:times:)``).
public enum TestFault: Sendable, Equatable {
    /// Answer with this status and a short text body instead.
    case status(Int)
    /// Send the headers (the full `Content-Length`) and this many body bytes, then close the connection.
    case cutAfter(bytes: Int)
    /// Send the body in chunks of `chunkBytes`, waiting `chunkDelay` before each.
    case slowBody(chunkBytes: Int, chunkDelay: Duration)
    /// Send the same number of bytes, every one of them changed.
    case wrongBytes
    /// Answer a Range request with the whole body (200), as servers without range support do.
    case ignoreRange
    /// Wait this long before answering.
    case delay(Duration)
}
