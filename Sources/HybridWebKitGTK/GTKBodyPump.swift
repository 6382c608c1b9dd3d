import CWebKitGTK
import HybridCore
import Foundation

/// Feeds a chunk sequence to WebKit through a socket pair: WebKit reads one
/// end as a `GInputStream`; this writes the other end asynchronously on the
/// main loop, one chunk at a time. A full socket buffer makes the write wait,
/// which is what keeps memory flat. When WebKit drops the stream (the page went
/// away), the write fails and the pump stops, releasing the source.
@MainActor
enum GTKBodyPump {
    static func start(_ chunks: AsyncThrowingStream<Data, any Error>) -> UnsafeMutablePointer<GInputStream>? {
        var fds: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &fds) == 0 else { return nil }
        // GSocket sends with MSG_NOSIGNAL: a reader that went away is an error, not SIGPIPE.
        guard let socket = g_socket_new_from_fd(fds[1], nil) else {
            close(fds[0])
            close(fds[1])
            return nil
        }
        let connection = g_socket_connection_factory_create_connection(socket)!
        g_object_unref(socket)
        let input = g_unix_input_stream_new(fds[0], 1)!
        Task { @MainActor in
            defer { g_object_unref(connection) }
            let output = g_io_stream_get_output_stream(hk_io_stream(connection))!
            do {
                for try await chunk in chunks where !chunk.isEmpty {
                    guard await write(chunk, to: output) else { break }
                }
            } catch {
                HybridLog.logger("hybridkit.webkitgtk.scheme").warning("a scheme response body failed: \(error)")
            }
            g_io_stream_close(hk_io_stream(connection), nil, nil)
        }
        return input
    }

    /// `false` when the reader is gone.
    private static func write(_ chunk: Data, to output: UnsafeMutablePointer<GOutputStream>) async -> Bool {
        let bytes = chunk.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }!
        return await withCheckedContinuation { continuation in
            let callback = AsyncCallback { _, result in
                defer { g_bytes_unref(bytes) }
                var error: UnsafeMutablePointer<GError>?
                let ok = g_output_stream_write_all_finish(output, result, nil, &error) != 0
                if error != nil { g_error_free(error) }
                continuation.resume(returning: ok)
            }
            g_output_stream_write_all_async(output, g_bytes_get_data(bytes, nil), g_bytes_get_size(bytes),
                                            G_PRIORITY_DEFAULT, nil, AsyncCallback.ready, callback.userData)
        }
    }
}
