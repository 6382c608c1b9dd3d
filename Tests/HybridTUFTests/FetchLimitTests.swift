#if os(Linux)
// The loopback server speaks Glibc sockets.
import Foundation
import Testing
import HybridTUF

/// The fetcher's limits hold against a misbehaving server on loopback.
@Suite struct FetchLimitTests {
    private func fetchError(_ server: LoopbackServer, maximumLength: Int, limits: FetchLimits) async -> (TUFError?, Duration) {
        let start = ContinuousClock.now
        do {
            _ = try await URLSessionFetcher(limits: limits).fetch(server.url, maximumLength: maximumLength)
            return (nil, ContinuousClock.now - start)
        } catch {
            return (error, ContinuousClock.now - start)
        }
    }

    @Test func anEndlessBodyIsCutAtTheLimitWhileReading() async throws {
        let sent = Counter()
        let server = try LoopbackServer { send in
            guard send("HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n") else { return }
            let chunk = String(repeating: "x", count: 16 * 1024)
            for _ in 0..<4096 {
                guard send(chunk) else { return }
                sent.add(chunk.count)
            }
        }
        defer { server.stop() }
        let (error, _) = await fetchError(server, maximumLength: 1000, limits: FetchLimits(idle: 5, total: 10))
        #expect(error?.code == "too_large")
        #expect(sent.value < 64 * 1024 * 1024)
    }

    @Test func aContentLengthOverTheLimitIsRefusedBeforeTheBody() async throws {
        let server = try LoopbackServer { send in
            guard send("HTTP/1.1 200 OK\r\nContent-Length: 50000000\r\n\r\n") else { return }
            Thread.sleep(forTimeInterval: 3)
        }
        defer { server.stop() }
        let (error, elapsed) = await fetchError(server, maximumLength: 1000, limits: FetchLimits(idle: 10, total: 10))
        #expect(error?.code == "too_large")
        #expect(elapsed < .seconds(2))
    }

    @Test func aTricklingServerMeetsTheTotalDeadline() async throws {
        let server = try LoopbackServer { send in
            guard send("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n") else { return }
            for _ in 0..<100 {
                guard send("x") else { return }
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
        defer { server.stop() }
        let (error, elapsed) = await fetchError(server, maximumLength: 2000, limits: FetchLimits(idle: 5, total: 1))
        #expect(error == .deadlineExceeded(url: server.url.absoluteString, seconds: 1))
        #expect(elapsed >= .milliseconds(900) && elapsed < .seconds(3))
    }

    @Test func aMissingFileIsItsStatus() async throws {
        let server = try LoopbackServer { send in _ = send("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n") }
        defer { server.stop() }
        let (error, _) = await fetchError(server, maximumLength: 1000, limits: FetchLimits(idle: 5, total: 5))
        #expect(error == .httpStatus(url: server.url.absoluteString, status: 404))
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0
    func add(_ count: Int) { lock.withLock { total += count } }
    var value: Int { lock.withLock { total } }
}
#endif
