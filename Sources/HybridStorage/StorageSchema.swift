import GRDB
import HybridCore
import HybridCookies

/// The store's tables, version by version. Shipped migrations never change.
enum StorageSchema {
    static func migrator(publicSuffixList: PublicSuffixList) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        // Version 1: the origin's text on every row, and each write summed the origin's rows.
        migrator.registerMigration("items") { db in
            try db.execute(sql: """
                CREATE TABLE item (origin TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL,
                                   bytes INTEGER NOT NULL, PRIMARY KEY (origin, key)) WITHOUT ROWID
                """)
        }
        migrator.registerMigration("sites") { db in
            try StorageSiteMigration(publicSuffixList: publicSuffixList).run(db)
        }
        return migrator
    }
}
