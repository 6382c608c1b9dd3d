import Foundation
import HybridCore
import HybridStorage
import HybridVocabulary

/// One origin writes tiny keys (`k0`, `k1`, … = `1`, as a page's
/// `hybrid.storage.set` stores them) until `storage_quota_exceeded`, then the
/// store's files are weighed against the quota.
package struct StorageDiskBenchmark {
    let quotaBytes = 64 * 1024

    package init() {}

    package func run() throws -> [String: Double] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hybridkit-bench-storage-disk-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("store.sqlite")
        let storage = try BridgeStorage(fileURL: file, quotaBytesPerSite: quotaBytes)
        let origin = try BridgeOrigin("https://m.example.com")
        let empty = storage.diskBytes, emptyLog = Self.size(file.path + "-wal")
        var count = 0
        while count < 1_000_000 {
            do { try storage.setValue("1", for: "k\(count)", origin: origin) } catch .quotaExceeded { break }
            count += 1
        }
        let disk = storage.diskBytes - empty
        BenchLog.note("storage: \(count) tiny keys until the \(quotaBytes)-byte quota refused one; files grew \(disk) bytes")
        return [
            "many_keys_count": Double(count), "many_keys_disk_bytes": Double(disk), "quota_bytes": Double(quotaBytes),
            "disk_to_quota_ratio": Double(disk) / Double(quotaBytes),
            "many_keys_wal_bytes": Double(Self.size(file.path + "-wal") - emptyLog),
            "disk_allowance_bytes": Double(BridgeStorage.diskAllowanceBytes),
        ]
    }

    private static func size(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }
}
