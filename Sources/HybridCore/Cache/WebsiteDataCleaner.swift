import Foundation
import HybridCookies
import HybridVocabulary
import HybridEngineInterface

/// Removes website data from an engine and, for cookies, from the app's jar
/// too, so a cleared site is gone on both sides: by type, by date, or by site.
@MainActor
public final class WebsiteDataCleaner {
    package let store: any WebsiteDataStore
    public let jar: CookieJar?
    /// Stores of `WebsiteDataTypes/bridgeStorage` (an app's `BridgeStorage`, given with
    /// HybridStorage's `init(engine:jar:storages:)`), cleared with the engine's data.
    package let siteStores: [any SiteDataStore]

    /// Cleans what every view of `engine` shares, with the app's `jar`.
    public convenience init(engine: any WebEngine, jar: CookieJar? = nil) {
        self.init(engine: engine, jar: jar, siteStores: [])
    }

    /// Cleans what `profile`'s views share, with that profile's `jar`.
    /// - Throws: when the engine cannot make the profile's store.
    public convenience init(engine: any WebEngine, profile: WebsiteDataProfile, jar: CookieJar? = nil) throws {
        try self.init(engine: engine, profile: profile, jar: jar, siteStores: [])
    }

    /// The same, with `siteStores` cleared too.
    package convenience init(engine: any WebEngine, jar: CookieJar?, siteStores: [any SiteDataStore]) {
        self.init(store: engine.views.websiteData, jar: jar, siteStores: siteStores)
    }

    /// The same for `profile`, with `siteStores` cleared too.
    package convenience init(engine: any WebEngine, profile: WebsiteDataProfile, jar: CookieJar?, siteStores: [any SiteDataStore]) throws {
        self.init(store: try engine.views.websiteData(for: profile), jar: jar, siteStores: siteStores)
    }

    /// Cleans one engine data store (tests give a fake one).
    package init(store: any WebsiteDataStore, jar: CookieJar? = nil, siteStores: [any SiteDataStore] = []) {
        self.store = store
        self.jar = jar
        self.siteStores = siteStores
    }

    /// Removes data of `types` modified since `date` (all of it for `.distantPast`).
    public func remove(_ types: WebsiteDataTypes, modifiedSince date: Date = .distantPast) async throws {
        try await store.removeData(of: types, modifiedSince: date)
        if types.contains(.cookies) { jar?.removeCookies(createdSince: date) }
        // Bridge storage keeps no dates: only a removal of everything reaches it.
        if types.contains(.bridgeStorage), date <= .distantPast { try siteStores.forEach { try $0.removeAllData() } }
    }

    /// Removes data of `types` for the sites `hosts` lists, and nothing of any other site.
    /// Returns the sites (hosts or domains, as the engine names them) whose engine data was removed.
    @discardableResult
    /// `sites` are exact hosts (`m.example.com`) or a domain and all its subdomains (`*.example.com`).
    public func remove(_ types: WebsiteDataTypes, forSites sites: [String]) async throws -> [String] {
        let hosts = HostPatterns(sites)
        let records = try await store.records(of: types).filter { hosts.contains($0.name) }
        if !records.isEmpty { try await store.removeData(of: types, for: records) }
        if types.contains(.cookies) {
            let jarSites = Set((jar?.allCookies() ?? []).map(\.domain)).filter { hosts.contains($0) }
            jar?.removeCookies(forSites: Array(jarSites))
        }
        if types.contains(.bridgeStorage) { try siteStores.forEach { try $0.removeData(forSites: sites) } }
        return records.map(\.name)
    }
}
