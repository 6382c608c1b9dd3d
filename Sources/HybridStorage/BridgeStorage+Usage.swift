import Foundation
import GRDB
import HybridCore
import HybridVocabulary

extension BridgeStorage {
    /// Bytes charged against the quota of `origin`'s site, by all its origins.
    public func usedBytes(forSiteOf origin: BridgeOrigin) throws(StorageError) -> Int {
        let site = self.site(of: origin).name
        return try run { try database.read { try Int.fetchOne($0, sql: "SELECT bytes FROM site WHERE name = ?", arguments: [site]) ?? 0 } }
    }

    /// The bytes the store's files take now: the database, its write-ahead log and the log's index.
    public var diskBytes: Int {
        [fileURL.path, fileURL.path + "-wal", fileURL.path + "-shm"].reduce(0) { total, path in
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
            return total + (size ?? 0)
        }
    }
}

extension BridgeStorage {
    /// What the files may take beyond twice the quota of each site that stores
    /// data, and beyond an empty store: a write-ahead log of up to 64 pages (it
    /// is checkpointed past that), and 32 pages for the write that passed it,
    /// b-tree interior pages and the site and origin rows. 384 KB with 4 KB pages.
    public static let diskAllowanceBytes = (StorageConnection.checkpointPages + 32) * 4096
}
