import Foundation

/// How a request's body is framed, read from its head in one pass: the header
/// gate must know where the next request's head starts.
struct RequestHead: Equatable {
    enum Body: Equatable {
        case none
        case length(Int)
        case chunked
        /// A framing the gate cannot follow safely (RFC 9112 §6.3): `Transfer-Encoding` with
        /// `Content-Length`, a transfer coding other than a final `chunked`, or a `Content-Length`
        /// that is not one decimal number. FlyingFox might frame it otherwise and read a hidden request.
        case unframeable(String)
    }

    /// Bytes of the head, blank line included.
    var size: Int
    var body: Body

    /// Reads the framing headers of a complete head (ending in a blank line). An `Upgrade` header
    /// changes nothing: the test server switches no protocol, so the next head follows the body.
    /// A line that does not end in CRLF, or a field name that is not one token (`Content-Length : 5`, a folded
    /// ` Content-Length: 5`), is refused: FlyingFox ends a head at a bare `\n\n` and trims names, and would
    /// frame the body otherwise than the gate, which would then pass a head of FlyingFox's unmeasured.
    init(_ bytes: ArraySlice<UInt8>) {
        size = bytes.count
        var lengths: Set<String> = []
        var codings: [String] = []
        if bytes.split(separator: 10).contains(where: { $0.last != 13 }) {
            body = .unframeable("a line that does not end in CRLF")
            return
        }
        for line in bytes.split(separator: 10).dropFirst() {
            guard let colon = line.firstIndex(of: 58) else { continue }
            guard colon > line.startIndex, line[line.startIndex..<colon].allSatisfy(Self.isTokenByte) else {
                body = .unframeable("a header name that is not one token")
                return
            }
            let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self).lowercased()
            guard name == "content-length" || name == "transfer-encoding" else { continue }
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if name == "content-length" {
                lengths.formUnion(value.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) })
            } else {
                codings += value.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            }
        }
        if !codings.isEmpty {
            if !lengths.isEmpty {
                body = .unframeable("Transfer-Encoding and Content-Length together")
            } else if codings.last != "chunked" || codings.dropLast().contains("chunked") {
                body = .unframeable("a transfer coding that does not end in one chunked")
            } else {
                body = .chunked
            }
        } else if lengths.count > 1 {
            body = .unframeable("Content-Length values that differ")
        } else if let text = lengths.first {
            if let length = Int(text), length >= 0, text.allSatisfy(\.isASCIIDigit) {
                body = length > 0 ? .length(length) : .none
            } else {
                body = .unframeable("a Content-Length that is not a number")
            }
        } else {
            body = .none
        }
    }
}

extension RequestHead {
    /// RFC 9110's `tchar`: a field name is made of these and nothing else.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): true
        default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
