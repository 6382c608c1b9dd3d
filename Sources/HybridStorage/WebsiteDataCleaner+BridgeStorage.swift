import HybridCookies
import HybridCore
import HybridVocabulary

extension WebsiteDataCleaner {
    /// Cleans what every view of `engine` shares, with the app's `jar`, and the pages'
    /// `storages` for ``WebsiteDataTypes/bridgeStorage``: a cleared site's `hybrid.storage` goes too.
    public convenience init(engine: any WebEngine, jar: CookieJar? = nil, storages: [BridgeStorage]) {
        self.init(engine: engine, jar: jar, siteStores: storages)
    }

    /// Cleans what `profile`'s views share, with that profile's `jar` and `storages`.
    /// - Throws: when the engine cannot make the profile's store.
    public convenience init(engine: any WebEngine, profile: WebsiteDataProfile, jar: CookieJar? = nil, storages: [BridgeStorage]) throws {
        try self.init(engine: engine, profile: profile, jar: jar, siteStores: storages)
    }
}
