import Foundation

/// How a request's body is framed, read from its head in one pass: the header
/// gate must know where the next request's head starts.
struct RequestHead: Equatable {
    enum Body: Equatable {
        case none
        case length(Int)
        case chunked
        /// An upgrade (WebSocket) or a framing the gate does not follow: the rest is passed through as is.
        case rest
    }

    /// Bytes of the head, blank line included.
    var size: Int
    var body: Body

    /// Reads the framing headers of a complete head (ending in a blank line).
    init(_ bytes: ArraySlice<UInt8>) {
        size = bytes.count
        var length: Int?
        var chunked = false
        var upgrade = false
        for line in bytes.split(separator: 10).dropFirst() {
            guard let colon = line.firstIndex(of: 58) else { continue }
            let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self).lowercased()
            guard name == "content-length" || name == "transfer-encoding" || name == "upgrade" else { continue }
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            switch name {
            case "content-length": length = Int(value)
            case "transfer-encoding": chunked = value.lowercased().hasSuffix("chunked")
            default: upgrade = true
            }
        }
        if upgrade || (chunked && length != nil) {
            body = .rest
        } else if chunked {
            body = .chunked
        } else if let length, length > 0 {
            body = .length(length)
        } else {
            body = .none
        }
    }
}
