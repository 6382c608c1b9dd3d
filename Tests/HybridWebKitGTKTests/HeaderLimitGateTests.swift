import FlyingSocks
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridTestServer
import Testing

/// The loopback server answers a header block over 64 KB with 431 at once,
/// before FlyingFox (quadratic in the head's size) reads it; others are untouched.
@Suite struct HeaderLimitGateTests {
    @Test func aSevenHundredKilobyteCookieHeader_gets431WithinASecond_andTheServerStillAnswers() async throws {
        let server = try await TestServer.start()
        defer { Task { await server.stop() } }
        await server.serve(html: "<title>ok</title>", at: "/ok")
        let connection = try await RawConnection(server.origin)
        let cookie = "big=" + String(repeating: "c", count: 700_000)
        let started = ContinuousClock.now
        try await connection.send("GET /ok HTTP/1.1\r\nHost: \(server.origin.host!)\r\nCookie: \(cookie)\r\n\r\n")
        let answer = try await connection.readToEnd()
        #expect(answer.hasPrefix("HTTP/1.1 431 "), "\(answer.prefix(80))")
        #expect(ContinuousClock.now - started < .seconds(1))
        #expect(await server.requests(to: "/ok").isEmpty, "FlyingFox never saw it")

        let (body, response) = try await URLSession.shared.data(from: server.url("/ok"))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: body, as: UTF8.self).contains("ok"))
    }

    @Test func keepAlive_twoRequestsWithABodyBetween_bothAnswered_thenAnOversizedHeadOnTheSameConnection() async throws {
        let server = try await TestServer.start()
        defer { Task { await server.stop() } }
        await server.route("/echo") { request in .html(request.bodyText) }
        let connection = try await RawConnection(server.origin)
        let host = server.origin.host!
        try await connection.send("POST /echo HTTP/1.1\r\nHost: \(host)\r\nContent-Length: 5\r\n\r\nfirst"
                                  + "GET /echo HTTP/1.1\r\nHost: \(host)\r\n\r\n")
        let two = try await connection.read(until: { $0.components(separatedBy: "HTTP/1.1 200").count == 3 && $0.hasSuffix("\r\n\r\n") })
        #expect(two.contains("first"))
        try await connection.send("GET /echo HTTP/1.1\r\nHost: \(host)\r\nX-Big: \(String(repeating: "b", count: 100_000))\r\n\r\n")
        let refused = try await connection.readToEnd()
        #expect(refused.contains("HTTP/1.1 431 "), "\(refused.prefix(80))")
        #expect(await server.requests(to: "/echo").count == 2)
    }
}

/// A client connection that writes raw HTTP, for heads no HTTP client would send.
private struct RawConnection {
    let socket: AsyncSocket

    init(_ origin: URL) async throws {
        socket = try await AsyncSocket.connected(to: try sockaddr_in.inet(ip4: origin.host!, port: UInt16(origin.port!)))
    }

    func send(_ text: String) async throws { try await socket.write(Data(text.utf8)) }

    /// What arrives until the server closes.
    func readToEnd() async throws -> String {
        var bytes: [UInt8] = []
        while true {
            do { bytes += try await socket.read(atMost: 65_536) } catch SocketError.disconnected { break }
        }
        try? socket.close()
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What arrives until `done` says it is enough.
    func read(until done: (String) -> Bool) async throws -> String {
        var bytes: [UInt8] = []
        repeat { bytes += try await socket.read(atMost: 65_536) } while !done(String(decoding: bytes, as: UTF8.self))
        return String(decoding: bytes, as: UTF8.self)
    }
}
