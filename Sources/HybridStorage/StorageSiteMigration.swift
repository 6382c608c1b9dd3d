import GRDB
import HybridCore
import HybridCookies
import HybridVocabulary

/// Version 2: origins and sites in tables of their own, rows keyed by an
/// integer origin id, and what each site is charged kept on its row.
///
/// Version 1 stored the origin's text on every row (22 bytes for
/// `https://a1.example.com`), and the quota did not count it. Every row is
/// copied under its origin's new id; nothing is lost.
struct StorageSiteMigration {
    let publicSuffixList: PublicSuffixList

    func run(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE item RENAME TO item_v1;
            CREATE TABLE site (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, bytes INTEGER NOT NULL);
            CREATE TABLE origin (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, site INTEGER NOT NULL REFERENCES site(id));
            CREATE TABLE item (origin INTEGER NOT NULL REFERENCES origin(id), key TEXT NOT NULL, value TEXT NOT NULL,
                               PRIMARY KEY (origin, key)) WITHOUT ROWID;
            """)
        let ledger = StorageLedger(db: db, charge: try StorageCharge(db))
        for name in try String.fetchAll(db, sql: "SELECT DISTINCT origin FROM item_v1") {
            // Version 1 wrote only serialized origins; a row that is not one keeps a site of its own.
            let site = (try? BridgeOrigin(name)).map { StorageSite($0, publicSuffixList: publicSuffixList).name } ?? name
            _ = try ledger.open(origin: name, site: site)
        }
        try db.execute(sql: """
            INSERT INTO item (origin, key, value) SELECT origin.id, item_v1.key, item_v1.value
            FROM item_v1 JOIN origin ON origin.name = item_v1.origin;
            DROP TABLE item_v1;
            """)
        for name in try String.fetchAll(db, sql: "SELECT name FROM origin") {
            guard let owner = try ledger.owner(of: name) else { continue }
            try ledger.add(try ledger.rowBytes(owner), to: owner.site)
        }
    }
}
