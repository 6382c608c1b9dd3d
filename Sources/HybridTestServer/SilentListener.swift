import FlyingSocks
import Foundation

/// A loopback host that never answers: it listens on a free port, so the kernel
/// takes each connection and its request, but nothing is ever read or sent back.
/// A request to it stays pending until the client gives up, as with a dead CDN.
public final class SilentListener: Sendable {
    public let port: Int
    private let socket: Socket

    public init() throws {
        let socket = try Socket(domain: AF_INET, type: .stream)
        do {
            try socket.bind(to: .inet(ip4: "127.0.0.1", port: 0))
            try socket.listen()
            guard case .ip4(_, let port) = try socket.sockname() else { throw POSIXError(.EADDRNOTAVAIL) }
            self.port = Int(port)
        } catch {
            try? socket.close()
            throw error
        }
        self.socket = socket
    }

    /// `http://127.0.0.1:PORT/path` on this listener.
    public func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)/\(path)")! }

    /// Stops listening when the test lets it go: pending requests then fail.
    deinit { try? socket.close() }
}
