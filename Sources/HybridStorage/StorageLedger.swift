import GRDB

/// The quota's books inside one write transaction: origin and site rows, and
/// the bytes each site is charged (``StorageCharge``), kept as rows change so a
/// write never sums a site's rows.
struct StorageLedger {
    /// An origin's row and its site's.
    struct Owner {
        let origin: Int64
        let originName: String
        let site: Int64
        /// What the site is charged now, this origin's rows included.
        let siteBytes: Int
    }

    let db: Database
    let charge: StorageCharge

    /// The origin's rows, or `nil` when it holds nothing.
    func owner(of origin: String) throws -> Owner? {
        let statement = try db.cachedStatement(sql: """
            SELECT origin.id, origin.site, site.bytes FROM origin JOIN site ON site.id = origin.site WHERE origin.name = ?
            """)
        guard let row = try Row.fetchOne(statement, arguments: [origin]) else { return nil }
        return Owner(origin: row[0], originName: origin, site: row[1], siteBytes: row[2])
    }

    /// The origin's rows, made (and charged to its site) when it has none yet.
    func open(origin: String, site: String) throws -> Owner {
        if let owner = try owner(of: origin) { return owner }
        var siteID = try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM site WHERE name = ?"), arguments: [site])
        if siteID == nil {
            try db.execute(sql: "INSERT INTO site (name, bytes) VALUES (?, ?)", arguments: [site, charge.name(bytes: site.utf8.count)])
            siteID = db.lastInsertedRowID
        }
        try db.execute(sql: "INSERT INTO origin (name, site) VALUES (?, ?)", arguments: [origin, siteID])
        try add(charge.name(bytes: origin.utf8.count), to: siteID!)
        return try owner(of: origin)!
    }

    /// The origin's rows (made when it has none yet) and the byte length of its value
    /// under `key`, read with the owner in one statement when the origin exists.
    func open(origin: String, site: String, key: String) throws -> (Owner, valueBytes: Int?) {
        let statement = try db.cachedStatement(sql: """
            SELECT origin.id, origin.site, site.bytes,
                   (SELECT length(CAST(value AS BLOB)) FROM item WHERE item.origin = origin.id AND item.key = ?)
            FROM origin JOIN site ON site.id = origin.site WHERE origin.name = ?
            """)
        if let row = try Row.fetchOne(statement, arguments: [key, origin]) {
            return (Owner(origin: row[0], originName: origin, site: row[1], siteBytes: row[2]), row[3])
        }
        return (try open(origin: origin, site: site), nil)
    }

    /// The byte length of the value stored under `key`; `nil` when there is none.
    func valueBytes(_ owner: Owner, key: String) throws -> Int? {
        let statement = try db.cachedStatement(sql: "SELECT length(CAST(value AS BLOB)) FROM item WHERE origin = ? AND key = ?")
        return try Int.fetchOne(statement, arguments: [owner.origin, key])
    }

    /// What all of the origin's rows are charged.
    func rowBytes(_ owner: Owner) throws -> Int {
        let rows = try Row.fetchCursor(db, sql: "SELECT length(CAST(key AS BLOB)), length(CAST(value AS BLOB)) FROM item WHERE origin = ?",
                                       arguments: [owner.origin])
        var total = 0
        while let row = try rows.next() { total += charge.row(keyBytes: row[0], valueBytes: row[1]) }
        return total
    }

    /// An overwrite of the same size changes nothing here: its update would still write the site's page.
    func add(_ bytes: Int, to site: Int64) throws {
        guard bytes != 0 else { return }
        try db.cachedStatement(sql: "UPDATE site SET bytes = bytes + ? WHERE id = ?").execute(arguments: [bytes, site])
    }

    /// Drops an origin that holds no rows, and its site once no origin is left, releasing their charge.
    func closeIfEmpty(_ owner: Owner) throws {
        guard try !Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM item WHERE origin = ?)", arguments: [owner.origin])! else { return }
        try db.execute(sql: "DELETE FROM origin WHERE id = ?", arguments: [owner.origin])
        try add(-charge.name(bytes: owner.originName.utf8.count), to: owner.site)
        try db.execute(sql: "DELETE FROM site WHERE id = ? AND NOT EXISTS (SELECT 1 FROM origin WHERE site = ?)", arguments: [owner.site, owner.site])
    }

    /// Gives free pages back to the file system once enough have gathered (`auto_vacuum = INCREMENTAL`).
    func reclaimFreePages() throws {
        guard try Int.fetchOne(db, sql: "PRAGMA freelist_count")! >= 16 else { return }
        try db.execute(sql: "PRAGMA incremental_vacuum")
    }
}
