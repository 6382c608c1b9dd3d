import HybridTestServer

/// A loopback port nobody listens on.
enum ClosedPort {
    static func find() throws -> Int { try LoopbackPort.unused() }
}
