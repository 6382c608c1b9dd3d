import Foundation
@testable import HybridTestServer
import Testing

/// Red team (issue 56, the 431 gate): the gate must frame a connection's requests as FlyingFox does,
/// or a head FlyingFox reads is, for the gate, the body of another and goes by unmeasured. FlyingFox
/// trims a header name (`Content-Length : 43`, a folded ` Content-Length: 43`) and ends a head at a
/// bare `\n\n`; the gate took neither. A first request whose body the gate read as a head naming
/// `Content-Length: 700000` then let a 700 KB head through to FlyingFox.
struct GateFramingDesyncTests {
    /// What the gate read as a head: for FlyingFox, the first request's 43-byte body.
    static let disguised = "GET /x HTTP/1.1\r\nContent-Length: 700000\r\n\r\n"
    static let hugeHead = "GET /ok HTTP/1.1\r\nCookie: big=\(String(repeating: "c", count: 700_000))\r\n\r\n"

    @Test(arguments: [
        "POST /a HTTP/1.1\r\nHost: h\r\nContent-Length : 43\r\n\r\n",
        "POST /a HTTP/1.1\r\nHost: h\r\nContent-Length\t: 43\r\n\r\n",
        "POST /a HTTP/1.1\r\nHost: h\r\n Content-Length: 43\r\n\r\n",
        "POST /a HTTP/1.1\nHost: h\nContent-Length: 43\n\n",
    ])
    func aHeadFlyingFoxFramesOtherwise_isRefused_andTheHugeHeadBehindItNeverPasses(_ first: String) {
        #expect(Self.disguised.utf8.count == 43)
        var framing = RequestFraming(limit: 64 * 1024)
        let step = framing.take(Array((first + Self.disguised + Self.hugeHead).utf8))
        guard case .refuse(let passed, _) = step else {
            Issue.record("the gate let \(Self.forwarded(step)) bytes through, a 700 KB head among them")
            return
        }
        #expect(passed.count < 64 * 1024)
    }

    @Test func aPlainRequest_stillPasses() {
        var framing = RequestFraming(limit: 64 * 1024)
        let text = "POST /a HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\n\r\nhelloGET /b HTTP/1.1\r\nHost: h\r\n\r\n"
        #expect(framing.take(Array(text.utf8)) == .forward(Array(text.utf8)))
    }

    static func forwarded(_ step: RequestFraming.Step) -> Int {
        if case .forward(let bytes) = step { return bytes.count }
        return 0
    }
}
