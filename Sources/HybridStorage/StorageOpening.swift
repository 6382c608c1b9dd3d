import Foundation
import GRDB
import HybridCookies
import HybridDiskSupport

/// The store's database as it is open now. A store opened on a full disk is
/// read-only (what pages stored stays readable at launch); the first write
/// after space returns reopens it writable, so the app need not restart.
final class StorageOpening: @unchecked Sendable {
    private let lock = NSLock()
    private var pool: DatabasePool
    private var readOnly: Bool
    let fileURL: URL
    let publicSuffixList: PublicSuffixList

    init(fileURL: URL, publicSuffixList: PublicSuffixList) throws {
        self.fileURL = fileURL
        self.publicSuffixList = publicSuffixList
        do {
            (pool, readOnly) = (try Self.openWritable(fileURL, publicSuffixList), false)
        } catch {
            // A full disk at launch: what pages stored stays readable.
            guard StorageDamage.isDiskFull(error) || DiskErrors.isVolumeFull(at: fileURL.deletingLastPathComponent()),
                  FileManager.default.fileExists(atPath: fileURL.path),
                  let readable = try? Self.openForReading(fileURL, publicSuffixList)
            else { throw error }
            (pool, readOnly) = (readable, true)
        }
    }

    var database: DatabasePool { lock.withLock { pool } }
    var isReadOnlyForFullDisk: Bool { lock.withLock { readOnly } }

    /// After a write failed on the read-only store: opens it writable when the disk has room again.
    func reopenWritable() -> Bool {
        lock.withLock {
            guard readOnly, let writable = try? Self.openWritable(fileURL, publicSuffixList) else { return false }
            (pool, readOnly) = (writable, false)
            return true
        }
    }

    /// Opens, migrates and tidies the store.
    private static func openWritable(_ fileURL: URL, _ publicSuffixList: PublicSuffixList) throws -> DatabasePool {
        try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        let database = try DatabasePool(path: fileURL.path, configuration: StorageConnection.configuration)
        try StorageSchema.migrator(publicSuffixList: publicSuffixList).migrate(database)
        // Only saves space later: a file that cannot be rewritten now (a full disk) still opens.
        try? StorageConnection.vacuumIfNeeded(database)
        return database
    }

    /// The store read-only, with no migration: only a file already in the current format is read this way.
    /// A store closed cleanly has no log, so SQLite may read the file as immutable, without the -shm
    /// index a full disk cannot map; with a log left by a crash (its index is there too), as usual.
    private static func openForReading(_ fileURL: URL, _ publicSuffixList: PublicSuffixList) throws -> DatabasePool {
        var configuration = StorageConnection.configuration
        configuration.readonly = true
        let log = (try? FileManager.default.attributesOfItem(atPath: fileURL.path + "-wal")[.size] as? Int) ?? 0
        let path = log > 0 ? fileURL.path
            : "file:" + (fileURL.path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? fileURL.path) + "?immutable=1"
        let database = try DatabasePool(path: path, configuration: configuration)
        guard try database.read({ try StorageSchema.migrator(publicSuffixList: publicSuffixList).hasCompletedMigrations($0) }) else {
            throw StorageError.diskFull
        }
        return database
    }
}
