import GRDB
import HybridCore
import HybridVocabulary

extension BridgeStorage {
    /// Stores JSON text under `key`, replacing what was there. Throws
    /// ``StorageError/quotaExceeded(origin:limitBytes:)`` and writes nothing when
    /// the origin's site would go past ``quotaBytesPerSite``; a write that makes
    /// the site smaller is always accepted.
    public func setValue(_ jsonText: String, for key: String, origin: BridgeOrigin) throws(StorageError) {
        try setValue(jsonText, for: key, origin: origin.description, site: site(of: origin).name)
    }

    /// As the public one, with the origin's and its site's names already worked
    /// out (the page's module keeps them per origin: a set is on the bridge's path).
    func setValue(_ jsonText: String, for key: String, origin name: String, site: String) throws(StorageError) {
        guard !key.isEmpty, key.utf8.count <= 1024 else { throw .invalidKey }
        let quota = quotaBytesPerSite
        let keyBytes = key.utf8.count, cost = charge.row(keyBytes: keyBytes, valueBytes: jsonText.utf8.count)
        try run {
            try database.write { db in
                let ledger = StorageLedger(db: db, charge: charge)
                let (owner, previousBytes) = try ledger.open(origin: name, site: site, key: key)
                let replaced = previousBytes.map { charge.row(keyBytes: keyBytes, valueBytes: $0) } ?? 0
                let added = cost - replaced
                // Thrown inside the transaction, so the rows `open` made are rolled back too.
                guard added <= 0 || owner.siteBytes + added <= quota else { throw StorageError.quotaExceeded(origin: name, limitBytes: quota) }
                try db.cachedStatement(sql: "INSERT INTO item (origin, key, value) VALUES (?, ?, ?) ON CONFLICT (origin, key) DO UPDATE SET value = excluded.value")
                    .execute(arguments: [owner.origin, key, jsonText])
                try ledger.add(added, to: owner.site)
            }
        }
    }

    /// Removes `key`; what it was charged comes off its site's usage at once,
    /// and its pages go back to the file system once enough are free.
    public func removeValue(for key: String, origin: BridgeOrigin) throws(StorageError) {
        try run {
            try database.write { db in
                let ledger = StorageLedger(db: db, charge: charge)
                guard let owner = try ledger.owner(of: origin.description), let valueBytes = try ledger.valueBytes(owner, key: key) else { return }
                try db.execute(sql: "DELETE FROM item WHERE origin = ? AND key = ?", arguments: [owner.origin, key])
                try ledger.add(-charge.row(keyBytes: key.utf8.count, valueBytes: valueBytes), to: owner.site)
                try ledger.closeIfEmpty(owner)
                try ledger.reclaimFreePages()
            }
        }
    }

    /// Removes everything `origin` stored.
    public func clear(origin: BridgeOrigin) throws(StorageError) {
        try run {
            try database.write { db in
                let ledger = StorageLedger(db: db, charge: charge)
                guard let owner = try ledger.owner(of: origin.description) else { return }
                try ledger.add(-ledger.rowBytes(owner), to: owner.site)
                try db.execute(sql: "DELETE FROM item WHERE origin = ?", arguments: [owner.origin])
                try ledger.closeIfEmpty(owner)
                try ledger.reclaimFreePages()
            }
        }
    }
}
