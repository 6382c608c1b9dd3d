import Foundation
import HybridCore

extension BridgeStorage {
    /// The handlers behind `hybrid.storage` in pages.
    public static let handlerNames = ["hybrid.storage.get", "hybrid.storage.set", "hybrid.storage.remove", "hybrid.storage.keys", "hybrid.storage.clear"]

    /// Serves `hybrid.storage` to every page of `bridge`'s container from the
    /// next document on (install it before the first load): any origin and frame,
    /// each in the namespace of the origin the trusted runtime reports for it.
    /// Opaque origins are refused (`storage_origin_opaque`). A bridge serves one storage; a second install, or one
    /// on a page of another ``profile``, is refused and logged.
    @MainActor
    public func install(on bridge: Bridge) {
        let page = bridge.profile()
        guard page == profile else {
            return HybridLog.logger("hybridkit.storage").error("hybrid.storage was not installed: this storage serves \(profile), the page is in \(page)")
        }
        do { try bridge.installFirstParty(StorageModule(storage: self)) } catch {
            HybridLog.logger("hybridkit.storage").error("hybrid.storage was not installed: \(error.message)")
        }
    }
}
