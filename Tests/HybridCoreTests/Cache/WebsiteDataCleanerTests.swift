import Foundation
import HybridCore
import HybridCookies
import HybridTesting
import Testing
import HybridVocabulary
import HybridEngineInterface

/// The cleaner's policy against a fake store: which records go, and the jar and site stores follow.
@MainActor
struct WebsiteDataCleanerTests {
    @Test func removingBySite_takesOnlyThatSitesRecords_jarCookies_andSiteStores() async throws {
        let store = FakeWebsiteDataStore(records: [
            WebsiteDataRecord(name: "shop.example", types: [.diskCache, .cookies]),
            WebsiteDataRecord(name: "news.example", types: [.diskCache]),
        ])
        let jar = CookieJar()
        jar.set(Cookie(name: "a", value: "1", domain: "m.shop.example"))
        jar.set(Cookie(name: "b", value: "1", domain: "news.example"))
        let sites = FakeSiteStore(["shop.example", "news.example"])
        let cleaner = WebsiteDataCleaner(store: store, jar: jar, siteStores: [sites])
        let removed = try await cleaner.remove(.all, forSites: ["*.shop.example"])
        #expect(removed == ["shop.example"])
        #expect(store.removed.map(\.name) == ["shop.example"])
        #expect(jar.allCookies().map(\.domain) == ["news.example"])
        #expect(sites.names == ["news.example"])
    }

    @Test func typesWithoutCookiesOrBridgeStorage_leaveTheJarAndSiteStoresAlone() async throws {
        let store = FakeWebsiteDataStore(records: [WebsiteDataRecord(name: "shop.example", types: [.diskCache])])
        let jar = CookieJar()
        jar.set(Cookie(name: "a", value: "1", domain: "shop.example"))
        let sites = FakeSiteStore(["shop.example"])
        let cleaner = WebsiteDataCleaner(store: store, jar: jar, siteStores: [sites])
        try await cleaner.remove(.httpCache, forSites: ["shop.example"])
        try await cleaner.remove(.httpCache)
        #expect(jar.allCookies().count == 1)
        #expect(sites.names == ["shop.example"])
        #expect(store.clearedSince == [.distantPast])
    }
}

private final class FakeSiteStore: SiteDataStore, @unchecked Sendable {
    var names: [String]
    init(_ names: [String]) { self.names = names }
    func removeData(forSites hosts: [String]) throws { names.removeAll { HostPatterns(hosts).contains($0) } }
    func removeAllData() throws { names.removeAll() }
}
