import Foundation
import GRDB
@_spi(Engine) import HybridCore

extension BridgeStorage: SiteDataStore {
    /// Removes every origin of a listed host, whatever its scheme or port, as the engine's site records do.
    public func removeData(forSites hosts: HostPatterns) throws {
        for name in try origins() {
            guard let origin = try? BridgeOrigin(name), hosts.contains(origin.host) else { continue }
            try clear(origin: origin)
        }
    }

    public func removeAllData() throws {
        do { try database.write { try $0.execute(sql: "DELETE FROM item") } } catch {
            throw StorageError.databaseFailed(String(describing: error))
        }
    }
}
