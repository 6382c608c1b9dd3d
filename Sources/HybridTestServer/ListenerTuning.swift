import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Turns off Nagle's algorithm on the server's listening socket; Linux passes
/// the setting on to every accepted connection.
///
/// FlyingFox writes a response's header and body in two writes. With Nagle on,
/// the body waits for the client's delayed ACK of the header: 40 ms on every
/// response, which would swamp the page-load times we measure. FlyingFox does
/// not expose its sockets, so the listener is found by its bound port.
enum ListenerTuning {
    static func disableNagle(onListenerAt host: String, port: UInt16) {
        for fd in 0..<Int32(4096) where isListener(fd, host: host, port: port) {
            var on: Int32 = 1
            _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        }
    }

    private static func isListener(_ fd: Int32, host: String, port: UInt16) -> Bool {
        var accepting: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_ACCEPTCONN, &accepting, &length) == 0, accepting == 1 else { return false }
        var address = sockaddr_in()
        var addressLength = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutableBytes(of: &address) { bytes in
            getsockname(fd, bytes.baseAddress?.assumingMemoryBound(to: sockaddr.self), &addressLength) == 0
        }
        return named && Int32(address.sin_family) == AF_INET && UInt16(bigEndian: address.sin_port) == port
            && address.sin_addr.s_addr == inet_addr(host)
    }
}
