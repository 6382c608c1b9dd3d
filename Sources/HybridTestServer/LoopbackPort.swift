import FlyingSocks
import Foundation

/// A loopback port nobody listens on now: bound by the kernel's choice, then closed,
/// for a server started later (`hybrid run --inspect`) or a connection that must be refused.
/// FlyingSocks does the socket work, so no C pointer is handled here.
public enum LoopbackPort {
    public static func unused() throws -> Int {
        let socket = try Socket(domain: AF_INET, type: .stream)
        defer { try? socket.close() }
        try socket.bind(to: .inet(ip4: "127.0.0.1", port: 0))
        guard case .ip4(_, let port) = try socket.sockname() else { throw POSIXError(.EADDRNOTAVAIL) }
        return Int(port)
    }
}
