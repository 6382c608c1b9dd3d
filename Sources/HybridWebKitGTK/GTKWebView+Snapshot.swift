import CWebKitGTK
import Foundation
import HybridCore

extension GTKWebView {
    public func snapshotPNG() async throws -> Data {
        try ensureOpen()
        return try await withCheckedThrowingContinuation { continuation in
            let callback = AsyncCallback { source, result in
                var error: UnsafeMutablePointer<GError>?
                let view = UnsafeMutableRawPointer(source)?.assumingMemoryBound(to: WebKitWebView.self)
                let surface = webkit_web_view_get_snapshot_finish(view, result, &error)
                if let error {
                    let message = GErrorMapping.message(error)
                    g_error_free(error)
                    return continuation.resume(throwing: EngineError.operationFailed("snapshot failed: \(message)"))
                }
                guard let surface else { return continuation.resume(throwing: EngineError.operationFailed("snapshot is empty")) }
                defer { cairo_surface_destroy(surface) }
                continuation.resume(with: Result { try CairoPNG.encode(surface) })
            }
            webkit_web_view_get_snapshot(webView, WEBKIT_SNAPSHOT_REGION_VISIBLE, WEBKIT_SNAPSHOT_OPTIONS_NONE, nil,
                                         AsyncCallback.ready, callback.userData)
        }
    }
}
