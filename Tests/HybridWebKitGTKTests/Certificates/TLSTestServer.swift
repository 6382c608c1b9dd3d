import Foundation
import HybridCookies
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import NIOTLS

/// A loopback HTTPS server (SwiftNIO + swift-nio-ssl) that records what reached
/// it: connections, completed TLS handshakes, and each HTTP request with its
/// Cookie header. Each connection gets the next certificate of ``presentNext(_:)``,
/// else the default one, so a test can change the server's certificate between
/// connections.
final class TLSTestServer: Sendable {
    struct Request: Equatable, Sendable {
        var path: String
        var cookie: String?
    }

    struct Log: Sendable {
        var connections = 0
        /// TLS handshakes the server completed.
        var handshakes = 0
        /// Connections whose TLS handshake failed (a client that did not trust the certificate).
        var failedHandshakes = 0
        var requests: [Request] = []
    }

    let certificate: TestCertificate
    let port: Int
    private let state: LockedValue<State>
    private let group: MultiThreadedEventLoopGroup
    private let channel: any Channel

    private struct State {
        var log = Log()
        var pages: [String: String] = [:]
        var upcoming: [NIOSSLContext] = []
        let standard: NIOSSLContext
    }

    static func start(certificate: TestCertificate) throws -> TLSTestServer {
        try TLSTestServer(certificate: certificate)
    }

    private init(certificate: TestCertificate) throws {
        self.certificate = certificate
        let state = LockedValue(State(standard: try Self.context(certificate)))
        self.state = state
        group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        channel = try ServerBootstrap(group: group)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                let context = state.withLock { state in
                    state.log.connections += 1
                    return state.upcoming.isEmpty ? state.standard : state.upcoming.removeFirst()
                }
                return channel.eventLoop.makeCompletedFuture {
                    let sync = channel.pipeline.syncOperations
                    try sync.addHandler(NIOSSLServerHandler(context: context))
                    try sync.addHandler(HandshakeCounter(state: state))
                    try sync.configureHTTPServerPipeline()
                    try sync.addHandler(PageHandler(state: state))
                }
            }
            .bind(host: "127.0.0.1", port: 0).wait()
        port = channel.localAddress?.port ?? 0
    }

    private static func context(_ certificate: TestCertificate) throws -> NIOSSLContext {
        let chain = try NIOSSLCertificate(bytes: Array(certificate.certificatePEM.utf8), format: .pem)
        let key = try NIOSSLPrivateKey(bytes: Array(certificate.keyPEM.utf8), format: .pem)
        var configuration = TLSConfiguration.makeServerConfiguration(certificateChain: [.certificate(chain)], privateKey: .privateKey(key))
        configuration.shutdownTimeout = .milliseconds(100)  // WebKit keeps its connections; stop() does not wait 5 s for each
        return try NIOSSLContext(configuration: configuration)
    }

    func url(_ path: String) -> URL { URL(string: "https://127.0.0.1:\(port)\(path)")! }

    /// Serves `html` at `path` (no-store, so every load reaches the server).
    func serve(_ html: String, at path: String) { state.withLock { $0.pages[path] = html } }

    /// The next new connection presents `certificate` instead of the default one.
    func presentNext(_ certificate: TestCertificate) throws {
        let context = try Self.context(certificate)
        state.withLock { $0.upcoming.append(context) }
    }

    var log: Log { state.withLock { $0.log } }

    func stop() {
        try? channel.close().wait()
        try? group.syncShutdownGracefully()
    }

    private final class HandshakeCounter: ChannelInboundHandler {
        typealias InboundIn = NIOAny
        let state: LockedValue<State>
        private var completed = false
        private var failed = false
        init(state: LockedValue<State>) { self.state = state }

        func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
            if case .handshakeCompleted? = event as? TLSUserEvent {
                completed = true
                state.withLock { $0.log.handshakes += 1 }
            }
            context.fireUserInboundEventTriggered(event)
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            if !completed && !failed {
                failed = true
                state.withLock { $0.log.failedHandshakes += 1 }
            }
            context.close(promise: nil)
        }
    }

    private final class PageHandler: ChannelInboundHandler {
        typealias InboundIn = HTTPServerRequestPart
        typealias OutboundOut = HTTPServerResponsePart
        let state: LockedValue<State>
        private var path = "/"
        init(state: LockedValue<State>) { self.state = state }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            switch unwrapInboundIn(data) {
            case .head(let head):
                path = head.uri
                state.withLock { $0.log.requests.append(Request(path: head.uri, cookie: head.headers["cookie"].first)) }
            case .body:
                break
            case .end:
                let page = state.withLock { $0.pages[path] }
                let body = context.channel.allocator.buffer(string: page ?? "not found")
                let headers = HTTPHeaders([("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store"),
                                           ("Content-Length", "\(body.readableBytes)")])
                context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: page == nil ? .notFound : .ok, headers: headers))),
                              promise: nil)
                context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
                context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
            }
        }
    }
}
