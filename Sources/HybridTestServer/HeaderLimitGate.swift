import FlyingFox
import FlyingSocks
import Foundation

/// The loopback origin's front door: it accepts connections on the origin's
/// address and passes each to the FlyingFox server behind it through a
/// ``GatedConnection``, so a request whose header block is over ``limit`` gets
/// 431 at once, in time linear in its size, and never reaches FlyingFox's
/// quadratic header reader (a 700 KB Cookie header pinned a core for minutes).
final class HeaderLimitGate: Sendable {
    /// Larger than any header block a browser sends on its own (Chromium and WebKit cap cookies well below).
    static let limit = 64 * 1024
    let port: UInt16
    private let listener: Socket
    private let task: Task<Void, Never>

    private init(port: UInt16, listener: Socket, task: Task<Void, Never>) {
        self.port = port
        self.listener = listener
        self.task = task
    }

    /// Listens on `host`:`port` (0 for a free one) and forwards to FlyingFox at 127.0.0.1:`serverPort`.
    static func start(host: String, port: UInt16, serverPort: UInt16) async throws -> HeaderLimitGate {
        let pool = HTTPServer.defaultPool()
        try await pool.prepare()
        let listener = try Socket(domain: AF_INET)
        try listener.setValue(true, for: .localAddressReuse)
        try listener.bind(to: try sockaddr_in.inet(ip4: host, port: port))
        try listener.listen()
        guard case .ip4(_, let bound) = try listener.sockname() else { throw TestServerError.notListening(host) }
        let accepting = try AsyncSocket(socket: listener, pool: pool)
        let server = try sockaddr_in.inet(ip4: "127.0.0.1", port: serverPort)
        let task = Task {
            // A plain task group, not a discarding one: that needs iOS 17 and macOS 14, and
            // the package declares iOS 16 and macOS 13. A finished connection keeps only its Void.
            await withTaskGroup(of: Void.self) { group in
                group.addTask { try? await pool.run() }
                while let accepted = try? await accepting.accept() {
                    group.addTask { await Self.serve(accepted.socket, pool: pool, server: server) }
                }
                group.cancelAll()
            }
        }
        return HeaderLimitGate(port: bound, listener: listener, task: task)
    }

    private static func serve(_ accepted: Socket, pool: any AsyncSocketPool, server: sockaddr_in) async {
        guard let client = try? GateSocket(accepted, pool: pool) else {
            try? accepted.close()
            return
        }
        guard let upstream = try? await AsyncSocket.connected(to: server, pool: pool),
              let forward = try? GateSocket(upstream.socket, pool: pool) else {
            client.close()
            return
        }
        await GatedConnection(client: client, server: forward, limit: limit).run()
    }

    func stop() {
        try? listener.close()
        task.cancel()
    }
}
