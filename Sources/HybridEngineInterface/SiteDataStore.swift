import HybridVocabulary
/// Per-site data kept outside the engine (`BridgeStorage`), removed together with the
/// engine's by `WebsiteDataCleaner` for ``WebsiteDataTypes/bridgeStorage``. Apps hand the
/// cleaner their `BridgeStorage` (`WebsiteDataCleaner(engine:jar:storages:)`).
package protocol SiteDataStore: AnyObject, Sendable {
    /// Removes the data of every origin whose host `hosts` lists.
    /// `hosts` are exact hosts (`m.example.com`) or a domain and all its subdomains (`*.example.com`).
    func removeData(forSites hosts: [String]) throws
    func removeAllData() throws
}
