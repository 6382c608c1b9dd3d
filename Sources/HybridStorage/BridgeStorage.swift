import Foundation
import GRDB
@_spi(Engine) import HybridCore

/// Key-value storage for H5 pages, one namespace per origin, in SQLite.
///
/// Pages reach it as `hybrid.storage` (see ``install(on:)``), keyed by the
/// origin the trusted runtime reports for the calling frame, never by a value
/// the page sends; native code reads and writes the same store by origin.
/// Writes are committed to the write-ahead log before they return, so they
/// survive the app being killed (`kill -9`); a power cut may lose the last ones. Each origin has a quota of key and value bytes.
public final class BridgeStorage: Sendable {
    /// Key plus value bytes one origin may hold.
    public let quotaBytesPerOrigin: Int
    let database: DatabasePool

    /// Opens (or creates) the store at `fileURL`.
    public init(fileURL: URL, quotaBytesPerOrigin: Int = 5 * 1024 * 1024) throws(StorageError) {
        self.quotaBytesPerOrigin = quotaBytesPerOrigin
        do {
            try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            var configuration = Configuration()
            // In WAL mode NORMAL still commits each write to the log before it returns, so a
            // killed process loses nothing; only a power cut can lose the last writes. FULL
            // would add an fsync per write (about 0.7 ms here).
            configuration.prepareDatabase { try $0.execute(sql: "PRAGMA synchronous = NORMAL") }
            database = try DatabasePool(path: fileURL.path, configuration: configuration)
            try Self.migrator.migrate(database)
        } catch {
            throw .databaseFailed(String(describing: error))
        }
    }

    private static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("items") { db in
            try db.execute(sql: """
                CREATE TABLE item (origin TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL,
                                   bytes INTEGER NOT NULL, PRIMARY KEY (origin, key)) WITHOUT ROWID
                """)
        }
        return migrator
    }

    /// The value stored under `key`, as JSON text; `nil` when there is none.
    public func value(for key: String, origin: BridgeOrigin) throws(StorageError) -> String? {
        try run {
            try database.read { db in
                try String.fetchOne(db.cachedStatement(sql: "SELECT value FROM item WHERE origin = ? AND key = ?"), arguments: [origin.description, key])
            }
        }
    }

    /// Stores JSON text under `key`, replacing what was there. Throws
    /// ``StorageError/quotaExceeded(origin:limitBytes:)`` and writes nothing when it would not fit.
    public func setValue(_ jsonText: String, for key: String, origin: BridgeOrigin) throws(StorageError) {
        try Self.check(key)
        let bytes = key.utf8.count + jsonText.utf8.count
        let name = origin.description, quota = quotaBytesPerOrigin
        try run {
            try database.write { db in
                // Statements are compiled once per connection: a write is two steps, not two parses.
                let used = try db.cachedStatement(sql: "SELECT COALESCE(SUM(bytes), 0) FROM item WHERE origin = ? AND key != ?")
                let others = try Int.fetchOne(used, arguments: [name, key]) ?? 0
                guard others + bytes <= quota else { throw StorageError.quotaExceeded(origin: name, limitBytes: quota) }
                try db.cachedStatement(sql: "INSERT OR REPLACE INTO item (origin, key, value, bytes) VALUES (?, ?, ?, ?)")
                    .execute(arguments: [name, key, jsonText, bytes])
            }
        }
    }

    public func removeValue(for key: String, origin: BridgeOrigin) throws(StorageError) {
        try run { try database.write { try $0.execute(sql: "DELETE FROM item WHERE origin = ? AND key = ?", arguments: [origin.description, key]) } }
    }

    /// The origin's keys, sorted.
    public func keys(origin: BridgeOrigin) throws(StorageError) -> [String] {
        try run { try database.read { try String.fetchAll($0, sql: "SELECT key FROM item WHERE origin = ? ORDER BY key", arguments: [origin.description]) } }
    }

    /// Removes everything `origin` stored.
    public func clear(origin: BridgeOrigin) throws(StorageError) {
        try run { try database.write { try $0.execute(sql: "DELETE FROM item WHERE origin = ?", arguments: [origin.description]) } }
    }

    /// The origins that hold data.
    public func origins() throws(StorageError) -> [String] {
        try run { try database.read { try String.fetchAll($0, sql: "SELECT DISTINCT origin FROM item ORDER BY origin") } }
    }

    private static func check(_ key: String) throws(StorageError) {
        guard !key.isEmpty, key.utf8.count <= 1024 else { throw .invalidKey }
    }

    private func run<T>(_ body: () throws -> T) throws(StorageError) -> T {
        do { return try body() } catch let error as StorageError { throw error } catch {
            throw .databaseFailed(String(describing: error))
        }
    }
}
