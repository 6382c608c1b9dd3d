import GRDB

/// How the store's connections are set up: durable commits, a write-ahead log
/// that stays small, and a file that gives freed pages back.
enum StorageConnection {
    /// Log pages after which a commit checkpoints the log (SQLite's default is
    /// 1,000 pages, 4 MB: the log of a 64 KB quota reached 3.9 MB).
    static let checkpointPages = 64
    /// What the log file is cut back to when a checkpoint lets it restart; a
    /// checkpoint alone leaves the file at its largest size.
    static let logLimitBytes = 64 * 4096

    static var configuration: Configuration {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            // In WAL mode NORMAL still commits each write to the log before it returns, so a
            // killed process loses nothing; only a power cut can lose the last writes. FULL
            // would add an fsync per write (about 0.7 ms here).
            try db.execute(sql: """
                PRAGMA synchronous = NORMAL;
                PRAGMA wal_autocheckpoint = \(checkpointPages);
                PRAGMA journal_size_limit = \(logLimitBytes);
                """)
            // Takes effect in a new file only; an older file is converted once by `vacuumIfNeeded`.
            if !db.configuration.readonly { try db.execute(sql: "PRAGMA auto_vacuum = INCREMENTAL") }
        }
        return configuration
    }

    /// Converts a file made before incremental vacuum to it (a one-time `VACUUM`).
    static func vacuumIfNeeded(_ database: DatabasePool) throws {
        try database.writeWithoutTransaction { db in
            guard try Int.fetchOne(db, sql: "PRAGMA auto_vacuum") == 0 else { return }
            try db.execute(sql: "PRAGMA auto_vacuum = INCREMENTAL; VACUUM")
        }
    }
}
