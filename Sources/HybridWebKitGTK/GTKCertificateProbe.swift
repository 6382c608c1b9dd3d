import CWebKitGTK
import Foundation
import HybridCore
import HybridVocabulary

/// The container's own TLS handshake with a pinned host, before WebKit connects:
/// GIO's TLS (glib-networking, the stack WebKit's network process uses) connects,
/// completes the handshake, reads the chain the server presents, and closes.
/// Nothing is written on the connection: the server sees a handshake and a
/// close, no HTTP request, no cookies.
@MainActor
enum GTKCertificateProbe {
    static func chain(host: String, port: Int, timeout: Duration) async throws -> [AuthenticationChallenge.ServerTrust.Certificate] {
        let peer = try await handshake(host: host, port: port, timeout: timeout).get()
        defer { g_object_unref(peer.certificate) }
        return GTKCertificateChain.certificates(from: peer.certificate)
    }

    /// The server's certificate (retained: the caller releases it) and what GIO found wrong with it.
    static func handshake(host: String, port: Int, timeout: Duration) async -> Outcome {
        await Deadline.run(timeout: timeout, onTimeout: Outcome.failure(.timedOut(seconds: timeout.timeInterval))) {
            let cancellable = Cancellable()
            return await withTaskCancellationHandler {
                await run(host: host, port: port, cancellable: cancellable.pointer)
            } onCancel: {
                cancellable.cancel()
            }
        }
    }

    struct Peer: @unchecked Sendable {
        let certificate: UnsafeMutablePointer<GTlsCertificate>
        let errors: GTlsCertificateFlags
    }

    typealias Outcome = Result<Peer, NavigationError>

    private static func run(host: String, port: Int, cancellable: UnsafeMutablePointer<GCancellable>) async -> Outcome {
        let client = g_socket_client_new()!
        let address = g_network_address_new(host, guint16(clamping: port))!
        defer {
            g_object_unref(UnsafeMutableRawPointer(address))
            g_object_unref(client)
        }
        // 1. TCP (through the system proxy settings, as WebKit's network process would).
        let connection: UnsafeMutablePointer<GSocketConnection>
        switch await connect(client, address, cancellable) {
        case .success(let made): connection = made.pointer
        case .failure(let error): return .failure(error)
        }
        defer { g_object_unref(connection) }
        // 2. TLS, with the host as the server identity (SNI).
        var error: UnsafeMutablePointer<GError>?
        guard let tls = g_tls_client_connection_new(hk_io_stream(connection), address, &error) else {
            return .failure(failure(error))
        }
        defer { g_object_unref(tls) }
        hk_tls_accept_any_certificate(tls)
        if let handshakeError = await handshake(tls, cancellable) { return .failure(handshakeError) }
        guard let certificate = g_tls_connection_get_peer_certificate(hk_tls_connection(tls)) else {
            return .failure(.cannotConnect(message: "certificate check: the server presented no certificate"))
        }
        g_object_ref(certificate)
        let errors = g_tls_connection_get_peer_certificate_errors(hk_tls_connection(tls))
        g_io_stream_close_async(tls, G_PRIORITY_DEFAULT, nil, nil, nil)
        return .success(Peer(certificate: certificate, errors: errors))
    }

    private static func connect(_ client: UnsafeMutablePointer<GSocketClient>, _ address: OpaquePointer,
                                _ cancellable: UnsafeMutablePointer<GCancellable>) async -> Result<Connection, NavigationError> {
        await withCheckedContinuation { continuation in
            let callback = AsyncCallback { _, result in
                var error: UnsafeMutablePointer<GError>?
                if let connection = g_socket_client_connect_finish(client, result, &error) {
                    continuation.resume(returning: .success(Connection(pointer: connection)))
                } else {
                    continuation.resume(returning: .failure(failure(error)))
                }
            }
            g_socket_client_connect_async(client, address, cancellable, AsyncCallback.ready, callback.userData)
        }
    }

    private static func handshake(_ tls: UnsafeMutablePointer<GIOStream>, _ cancellable: UnsafeMutablePointer<GCancellable>) async -> NavigationError? {
        await withCheckedContinuation { continuation in
            let callback = AsyncCallback { _, result in
                var error: UnsafeMutablePointer<GError>?
                if g_tls_connection_handshake_finish(hk_tls_connection(tls), result, &error) != 0 {
                    continuation.resume(returning: nil)
                } else {
                    continuation.resume(returning: failure(error))
                }
            }
            g_tls_connection_handshake_async(hk_tls_connection(tls), G_PRIORITY_DEFAULT, cancellable, AsyncCallback.ready, callback.userData)
        }
    }

    /// A connection handed from GIO's callback to the probe, both on the main thread.
    private struct Connection: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<GSocketConnection>
    }

    /// A `GCancellable`, which GIO lets any thread cancel.
    private final class Cancellable: @unchecked Sendable {
        let pointer = g_cancellable_new()!
        func cancel() { g_cancellable_cancel(pointer) }
        deinit { g_object_unref(pointer) }
    }

    /// Takes ownership of `error`.
    private static func failure(_ error: UnsafeMutablePointer<GError>?) -> NavigationError {
        defer { if error != nil { g_error_free(error) } }
        return .cannotConnect(message: "certificate check: \(GErrorMapping.message(error))")
    }
}
