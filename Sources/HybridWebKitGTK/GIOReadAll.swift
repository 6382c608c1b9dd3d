import CWebKitGTK
import Foundation

/// Reads a whole `GInputStream` (a request body) without blocking the loop.
@MainActor
enum GIOReadAll {
    /// Takes ownership of `input`. `nil` when reading failed.
    static func data(from input: UnsafeMutablePointer<GInputStream>) async -> Data? {
        let output = g_memory_output_stream_new_resizable()!
        let flags = GOutputStreamSpliceFlags(rawValue: G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE.rawValue | G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET.rawValue)
        return await withCheckedContinuation { continuation in
            let callback = AsyncCallback { _, result in
                defer {
                    g_object_unref(output)
                    g_object_unref(input)
                }
                var error: UnsafeMutablePointer<GError>?
                let count = g_output_stream_splice_finish(output, result, &error)
                guard count >= 0, error == nil else {
                    if error != nil { g_error_free(error) }
                    continuation.resume(returning: nil)
                    return
                }
                let bytes = g_memory_output_stream_steal_as_bytes(hk_memory_output_stream(output))
                defer { g_bytes_unref(bytes) }
                var size: gsize = 0
                let pointer = g_bytes_get_data(bytes, &size)
                continuation.resume(returning: pointer.map { Data(bytes: $0, count: Int(size)) } ?? Data())
            }
            g_output_stream_splice_async(output, input, flags, G_PRIORITY_DEFAULT, nil, AsyncCallback.ready, callback.userData)
        }
    }
}
