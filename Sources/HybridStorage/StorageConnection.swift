import GRDB

/// How the store's connections are set up: durable commits, a write-ahead log
/// that stays small, and a file that gives freed pages back.
enum StorageConnection {
    /// Log pages after which a commit checkpoints the log (SQLite's default is
    /// 1,000 pages, 4 MB: the log of a 64 KB quota reached 3.9 MB). At 64, one
    /// 4 KB write in about 20 pays for a checkpoint; measured natively (release,
    /// 4,000 sets of 4 KB) p50 and p95 were the same as at 1,000 pages
    /// (0.05–0.1 and 0.11–0.17 ms), and 3,000 writes left a log of at most 309 KB.
    static let checkpointPages = 64
    /// What the log file is cut back to when a checkpoint lets it restart; a
    /// checkpoint alone leaves the file at its largest size.
    static let logLimitBytes = 64 * 4096

    static var configuration: Configuration {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            // A store opened read-only (a full disk at launch) only reads: nothing to set.
            guard !db.configuration.readonly else { return }
            // In WAL mode NORMAL still commits each write to the log before it returns, so a
            // killed process loses nothing; only a power cut can lose the last writes. FULL
            // would add an fsync per write (about 0.7 ms here).
            try db.execute(sql: """
                PRAGMA synchronous = NORMAL;
                PRAGMA wal_autocheckpoint = \(checkpointPages);
                PRAGMA journal_size_limit = \(logLimitBytes);
                """)
            // Deleted rows' pages go back to the file system (`StorageLedger.reclaimFreePages`):
            // 20,000 tiny rows, three quarters deleted, 356 KB → 102 KB, for one pointer-map
            // page per ~800. Takes effect in a new file only; an older one is converted by `vacuumIfNeeded`.
            try db.execute(sql: "PRAGMA auto_vacuum = INCREMENTAL")
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
