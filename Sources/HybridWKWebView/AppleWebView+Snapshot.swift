import Foundation
import HybridCore
import WebKit
import HybridVocabulary

extension AppleWebView {
    public func snapshotPNG() async throws -> Data {
        try await withSnapshot { image in
            guard let png = AppleSnapshotImage.png(image) else { throw EngineError.operationFailed("the snapshot could not be encoded as PNG") }
            return png
        }
    }

    public func sampleSnapshot(columns: Int, rows: Int) async throws -> [UInt32] {
        guard columns > 0, rows > 0 else { throw EngineError.operationFailed("a sample grid needs at least one column and row") }
        return try await withSnapshot { image in
            guard let cgImage = AppleSnapshotImage.cgImage(image) else { throw EngineError.operationFailed("the snapshot has no bitmap") }
            return try SnapshotSampler.sample(cgImage, columns: columns, rows: rows)
        }
    }

    /// Takes a snapshot of the visible area and reads it on the main actor, where WebKit answers.
    private func withSnapshot<T: Sendable>(_ read: @escaping @MainActor (PlatformImage) throws -> T) async throws -> T {
        try ensureOpen()
        return try await withCheckedThrowingContinuation { continuation in
            webView.takeSnapshot(with: nil) { image, error in
                guard let image else {
                    let reason = error.map { $0.localizedDescription } ?? "the snapshot is empty"
                    return continuation.resume(throwing: EngineError.operationFailed("snapshot failed: \(reason)"))
                }
                continuation.resume(with: Result { try read(image) })
            }
        }
    }
}
