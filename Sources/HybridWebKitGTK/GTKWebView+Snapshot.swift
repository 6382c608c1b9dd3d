import CWebKitGTK
import Foundation
import HybridVocabulary

extension GTKWebView {
    public func snapshotPNG() async throws -> Data {
        try await withSnapshot { try CairoPNG.encode($0) }
    }

    /// Reads a grid of pixels straight from the snapshot surface: no PNG
    /// encoding, so a blank-page probe costs little more than the snapshot.
    public func sampleSnapshot(columns: Int, rows: Int) async throws -> [UInt32] {
        guard columns > 0, rows > 0 else { throw EngineError.operationFailed("a sample grid needs at least one column and row") }
        return try await withSnapshot { try CairoPNG.sample($0, columns: columns, rows: rows) }
    }

    /// Takes a snapshot of the visible area and hands its cairo surface to `body`.
    private func withSnapshot<T: Sendable>(_ body: @escaping (OpaquePointer) throws -> T) async throws -> T {
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
                continuation.resume(with: Result { try body(surface) })
            }
            webkit_web_view_get_snapshot(webView, WEBKIT_SNAPSHOT_REGION_VISIBLE, WEBKIT_SNAPSHOT_OPTIONS_NONE, nil,
                                         AsyncCallback.ready, callback.userData)
        }
    }
}
