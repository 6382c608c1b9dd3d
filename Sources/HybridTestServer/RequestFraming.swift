import Foundation

/// Follows the requests on one connection through their heads and bodies, in
/// one pass over the bytes, so the gate knows where each head starts and can
/// measure it before FlyingFox, whose header reader is quadratic, sees it.
struct RequestFraming {
    enum Step: Equatable {
        /// Bytes that may go on now.
        case forward([UInt8])
        /// A head is over the limit: these bytes (of earlier requests) may go on, nothing after.
        case refuse([UInt8])
    }

    private enum State: Equatable {
        /// In a head; `scanned` bytes of it are known not to hold its end.
        case head(scanned: Int)
        case body(remaining: Int)
        /// In a chunk's data and its closing CRLF.
        case chunkData(remaining: Int)
        /// Before a chunk's size line; `scanned` as for a head.
        case chunkSize(scanned: Int)
        /// After the last chunk, in the trailer fields.
        case trailer(scanned: Int)
        /// Not followed (an upgrade): everything goes on as it is.
        case passThrough
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
                    if pending.count > limit { return .refuse(ready) }
                    state = .head(scanned: pending.count)
                    return .forward(ready)
                }
                if end > limit { return .refuse(ready) }
                state = Self.state(after: RequestHead(pending[..<end]))
                move(end, to: &ready)
            case .body(let remaining):
                let count = min(remaining, pending.count)
                move(count, to: &ready)
                state = remaining == count ? .head(scanned: 0) : .body(remaining: remaining - count)
            case .chunkData(let remaining):
                let count = min(remaining, pending.count)
                move(count, to: &ready)
                state = remaining == count ? .chunkSize(scanned: 0) : .chunkData(remaining: remaining - count)
            case .chunkSize(let scanned):
                guard let end = Self.end(of: [13, 10], in: pending, scanned: scanned) else {
                    if pending.count > limit { return .refuse(ready) }
                    state = .chunkSize(scanned: pending.count)
                    return .forward(ready)
                }
                let line = String(decoding: pending[..<(end - 2)], as: UTF8.self)
                let digits = line.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                guard let size = Int(digits, radix: 16), size >= 0 else {
                    state = .passThrough
                    continue
                }
                move(end, to: &ready)
                state = size == 0 ? .trailer(scanned: 0) : .chunkData(remaining: size + 2)
            case .trailer(let scanned):
                if pending.starts(with: [13, 10]) {
                    move(2, to: &ready)
                    state = .head(scanned: 0)
                    continue
                }
                guard let end = Self.end(of: [13, 10, 13, 10], in: pending, scanned: scanned) else {
                    if pending.count > limit { return .refuse(ready) }
                    state = .trailer(scanned: pending.count)
                    return .forward(ready)
                }
                move(end, to: &ready)
                state = .head(scanned: 0)
            case .passThrough:
                move(pending.count, to: &ready)
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

    private static func state(after head: RequestHead) -> State {
        switch head.body {
        case .none: .head(scanned: 0)
        case .length(let count): .body(remaining: count)
        case .chunked: .chunkSize(scanned: 0)
        case .rest: .passThrough
        }
    }
}
