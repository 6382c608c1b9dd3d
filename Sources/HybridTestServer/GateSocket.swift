import FlyingSocks
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One non-blocking socket of the header gate, read and written in large
/// pieces: a proxied body must not cost a suspension per 4 KB.
struct GateSocket: Sendable {
    let socket: Socket
    let pool: any AsyncSocketPool

    init(_ socket: Socket, pool: any AsyncSocketPool) throws {
        self.socket = socket
        self.pool = pool
        try socket.setFlags(.nonBlocking)
        var on: Int32 = 1
        _ = setsockopt(socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Up to 64 KB; `nil` once the peer has closed its side.
    func read() async throws -> [UInt8]? {
        while true {
            try Task.checkCancellation()
            do {
                return try socket.read(atMost: 65_536)
            } catch SocketError.blocked {
                try await pool.suspendSocket(socket, untilReadyFor: .read)
            } catch SocketError.disconnected {
                return nil
            }
        }
    }

    func write(_ bytes: some Collection<UInt8>) async throws {
        let data = Data(bytes)
        var sent = data.startIndex
        while sent < data.endIndex {
            do {
                sent = try socket.write(data, from: sent)
            } catch SocketError.blocked {
                try await pool.suspendSocket(socket, untilReadyFor: .write)
            }
        }
    }

    /// Tells the peer nothing more is coming; reading goes on.
    func finishWriting() {
        _ = shutdown(socket.file.rawValue, Int32(SHUT_WR))
    }

    /// Ends reading: a read waiting now or later sees the end.
    func stopReading() {
        _ = shutdown(socket.file.rawValue, Int32(SHUT_RD))
    }

    func close() {
        try? socket.close()
    }
}
