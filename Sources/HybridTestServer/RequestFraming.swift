import Foundation

/// Follows the requests on one connection through their heads and bodies, in
/// one pass over the bytes, so the gate knows where each head starts and can
/// measure it before FlyingFox, whose header reader is quadratic, sees it.
/// Every request's head is measured, whatever came before it on the connection:
/// a request the gate cannot frame is refused, never passed through.
struct RequestFraming {
    enum Step: Equatable {
        /// Bytes that may go on now.
        case forward([UInt8])
        /// These bytes (of earlier requests) may go on, nothing after: the connection ends with `refusal`.
        case refuse([UInt8], Refusal)
    }

    /// Why the rest of a connection is refused; each is answered once and the connection closes.
    enum Refusal: Equatable, Sendable {
        /// A head (or a chunk size line, or a trailer) over the limit: 431.
        case headTooLarge
        /// A body whose end the gate cannot tell (RFC 9112 §6.3): 400.
        case unframeable(String)

        /// The whole answer, `Connection: close` included.
        var answer: [UInt8] {
            let (status, text) = switch self {
            case .headTooLarge: ("431 Request Header Fields Too Large", "The request's header block is too large.")
            case .unframeable(let reason): ("400 Bad Request", "The request's body cannot be framed: \(reason).")
            }
            return Array(("HTTP/1.1 \(status)\r\nContent-Type: text/plain\r\nContent-Length: \(text.utf8.count)\r\n"
                          + "Connection: close\r\n\r\n\(text)").utf8)
        }
    }

    private enum State: Equatable {
        /// In a head; `scanned` bytes of it are known not to hold its end.
        case head(scanned: Int)
        case body(remaining: Int)
        /// In a chunk's data.
        case chunkData(remaining: Int)
        /// At the CRLF that closes a chunk's data.
        case chunkEnd
        /// Before a chunk's size line; `scanned` as for a head.
        case chunkSize(scanned: Int)
        /// After the last chunk, in the trailer fields.
        case trailer(scanned: Int)
    }

    let limit: Int
    private var state = State.head(scanned: 0)
    /// Bytes held back: the part of a head (or chunk size line) seen so far.
    private var pending: [UInt8] = []

    init(limit: Int) { self.limit = limit }

    mutating func take(_ bytes: [UInt8]) -> Step {
        pending += bytes
        var ready: [UInt8] = []
        while !pending.isEmpty {
            switch state {
            case .head(let scanned):
                guard let end = Self.end(of: [13, 10, 13, 10], in: pending, scanned: scanned) else {
                    if pending.count > limit { return .refuse(ready, .headTooLarge) }
                    state = .head(scanned: pending.count)
                    return .forward(ready)
                }
                if end > limit { return .refuse(ready, .headTooLarge) }
                switch RequestHead(pending[..<end]).body {
                case .none: state = .head(scanned: 0)
                case .length(let count): state = .body(remaining: count)
                case .chunked: state = .chunkSize(scanned: 0)
                case .unframeable(let reason): return .refuse(ready, .unframeable(reason))
                }
                move(end, to: &ready)
            case .body(let remaining):
                let count = min(remaining, pending.count)
                move(count, to: &ready)
                state = remaining == count ? .head(scanned: 0) : .body(remaining: remaining - count)
            case .chunkData(let remaining):
                let count = min(remaining, pending.count)
                move(count, to: &ready)
                state = remaining == count ? .chunkEnd : .chunkData(remaining: remaining - count)
            case .chunkEnd:
                guard pending.count >= 2 else { return .forward(ready) }
                guard pending.starts(with: [13, 10]) else { return .refuse(ready, .unframeable("chunk data not followed by CRLF")) }
                move(2, to: &ready)
                state = .chunkSize(scanned: 0)
            case .chunkSize(let scanned):
                guard let end = Self.end(of: [13, 10], in: pending, scanned: scanned) else {
                    if pending.count > limit { return .refuse(ready, .headTooLarge) }
                    state = .chunkSize(scanned: pending.count)
                    return .forward(ready)
                }
                let line = String(decoding: pending[..<(end - 2)], as: UTF8.self)
                let digits = line.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                guard !digits.isEmpty, digits.count <= 15, digits.allSatisfy(\.isHexDigit), let size = Int(digits, radix: 16) else {
                    return .refuse(ready, .unframeable("a chunk size that is not a hexadecimal number"))
                }
                move(end, to: &ready)
                state = size == 0 ? .trailer(scanned: 0) : .chunkData(remaining: size)
            case .trailer(let scanned):
                if pending.starts(with: [13, 10]) {
                    move(2, to: &ready)
                    state = .head(scanned: 0)
                    continue
                }
                guard let end = Self.end(of: [13, 10, 13, 10], in: pending, scanned: scanned) else {
                    if pending.count > limit { return .refuse(ready, .headTooLarge) }
                    state = .trailer(scanned: pending.count)
                    return .forward(ready)
                }
                move(end, to: &ready)
                state = .head(scanned: 0)
            }
        }
        return .forward(ready)
    }

    private mutating func move(_ count: Int, to ready: inout [UInt8]) {
        ready += pending[..<count]
        pending.removeFirst(count)
    }

    /// Where `marker` ends in `bytes`, searching on from `scanned`; `nil` when it is not there yet.
    private static func end(of marker: [UInt8], in bytes: [UInt8], scanned: Int) -> Int? {
        var index = max(0, scanned - marker.count + 1)
        while index + marker.count <= bytes.count {
            if bytes[index] == marker[0] && bytes[index..<(index + marker.count)].elementsEqual(marker) {
                return index + marker.count
            }
            index += 1
        }
        return nil
    }
}
