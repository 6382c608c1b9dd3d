import Foundation
import HybridStorage

/// `hybrid.storage` for `hybrid run` and `hybrid package serve`, as an app that
/// installs HybridStorage gives it: a store in a folder of its own, removed when
/// the command ends, so pages that use storage run unchanged and nothing outlives the run.
struct RunScratchStorage {
    let folder: URL
    let storage: BridgeStorage

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hybrid-run-storage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        storage = try BridgeStorage(fileURL: folder.appendingPathComponent("storage.sqlite"))
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}
