/// Per-site data an app keeps outside the engine (bridge storage), removed
/// together with the engine's by `WebsiteDataCleaner` for ``WebsiteDataTypes/bridgeStorage``.
public protocol SiteDataStore: AnyObject, Sendable {
    /// Removes the data of every origin whose host `hosts` lists.
    /// `hosts` are exact hosts (`m.example.com`) or a domain and all its subdomains (`*.example.com`).
    func removeData(forSites hosts: [String]) throws
    func removeAllData() throws
}
