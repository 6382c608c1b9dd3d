/// Per-site data an app keeps outside the engine (bridge storage), removed
/// together with the engine's by `WebsiteDataCleaner` for ``WebsiteDataTypes/bridgeStorage``.
public protocol SiteDataStore: AnyObject, Sendable {
    /// Removes the data of every origin whose host `hosts` lists.
    func removeData(forSites hosts: HostPatterns) throws
    func removeAllData() throws
}
