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

    /// An `Upgrade` header switches nothing on the test server: the next head on the connection is measured as every head is.
    @Test func keepAlive_aFirstRequestWithUpgrade_thenASevenHundredKilobyteHead_gets431() async throws {
        let server = try await TestServer.start()
        defer { Task { await server.stop() } }
        await server.serve(html: "<title>ok</title>", at: "/ok")
        let connection = try await RawConnection(server.origin)
        let host = server.origin.host!
        try await connection.send("GET /ok HTTP/1.1\r\nHost: \(host)\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n")
        let first = try await connection.read(until: { $0.contains("</title>") })
        #expect(first.hasPrefix("HTTP/1.1 200"), "\(first.prefix(80))")
        try await connection.send("GET /ok HTTP/1.1\r\nHost: \(host)\r\nCookie: big=\(String(repeating: "c", count: 700_000))\r\n\r\n")
        let refused = try await connection.readToEnd()
        #expect(refused.hasPrefix("HTTP/1.1 431 "), "\(refused.prefix(80))")
        #expect(await server.requests(to: "/ok").count == 1, "FlyingFox saw only the first")
    }

    /// Framings FlyingFox might read otherwise than the gate (RFC 9112 §6.3) end the connection with 400:
    /// what follows them on the connection, a 700 KB head included, never reaches FlyingFox.
    @Test(arguments: [
        "POST /ok HTTP/1.1\r\nHost: HOST\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n0\r\n\r\n",
        "POST /ok HTTP/1.1\r\nHost: HOST\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n",
        "POST /ok HTTP/1.1\r\nHost: HOST\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhelloXY0\r\n\r\n",
        "POST /ok HTTP/1.1\r\nHost: HOST\r\nTransfer-Encoding: gzip\r\n\r\n",
        "POST /ok HTTP/1.1\r\nHost: HOST\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello!",
        "POST /ok HTTP/1.1\r\nHost: HOST\r\nContent-Length: +5\r\n\r\nhello",
    ])
    func keepAlive_aRequestTheGateCannotFrame_thenASevenHundredKilobyteHead_endsWithA400_andTheHeadNeverReachesFlyingFox(_ first: String) async throws {
        let server = try await TestServer.start()
        defer { Task { await server.stop() } }
        await server.serve(html: "<title>ok</title>", at: "/ok")
        let connection = try await RawConnection(server.origin)
        let host = server.origin.host!
        try await connection.send(first.replacingOccurrences(of: "HOST", with: host)
                                  + "GET /ok HTTP/1.1\r\nHost: \(host)\r\nCookie: big=\(String(repeating: "c", count: 700_000))\r\n\r\n")
        let answers = try await connection.readToEnd()
        // A head already on its way (a chunked one whose body then breaks) may get FlyingFox's own answer first.
        let last = answers.components(separatedBy: "HTTP/1.1 ").last ?? ""
        #expect(last.hasPrefix("400 Bad Request"), "\(answers.prefix(200))")
        #expect(last.contains("cannot be framed") && last.contains("Connection: close"))
        #expect(await server.requests(to: "/ok").count <= 1, "FlyingFox saw what followed a request the gate could not frame")

        let (_, response) = try await URLSession.shared.data(from: server.url("/ok"))
        #expect((response as? HTTPURLResponse)?.statusCode == 200, "the server still answers")
    }

    /// A chunked body the gate can follow keeps the connection: the next head is measured too.
    @Test func keepAlive_aChunkedBody_thenASevenHundredKilobyteHead_gets431() async throws {
        let server = try await TestServer.start()
        defer { Task { await server.stop() } }
        await server.route("/echo") { request in .html(request.bodyText) }
        let connection = try await RawConnection(server.origin)
        let host = server.origin.host!
        try await connection.send("POST /echo HTTP/1.1\r\nHost: \(host)\r\nTransfer-Encoding: gzip, chunked\r\n\r\n")
        try await connection.send("5;name=x\r\nhello\r\n0\r\nX-Trailer: t\r\n\r\n")
        try await connection.send("GET /echo HTTP/1.1\r\nHost: \(host)\r\nCookie: big=\(String(repeating: "c", count: 700_000))\r\n\r\n")
        let answers = try await connection.readToEnd()
        #expect(answers.contains("HTTP/1.1 431 "), "\(answers.prefix(200))")
        #expect(await server.requests(to: "/echo").count <= 1, "FlyingFox never saw the oversized head")
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
