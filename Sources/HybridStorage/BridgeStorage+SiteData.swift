import Foundation
import GRDB
import HybridCore
import HybridVocabulary
import HybridEngineInterface

extension BridgeStorage: SiteDataStore {
    /// Removes every origin of a listed host, whatever its scheme or port, as the engine's site records do.
    public func removeData(forSites hosts: [String]) throws {
        let hosts = HostPatterns(hosts)
        for name in try origins() {
            guard let origin = try? BridgeOrigin(name), hosts.contains(origin.host) else { continue }
            try clear(origin: origin)
        }
    }

    public func removeAllData() throws {
        try run {
            try database.write { db in
                try db.execute(sql: "DELETE FROM item; DELETE FROM origin; DELETE FROM site")
                try StorageLedger(db: db, charge: charge).reclaimFreePages()
            }
        }
    }
}
