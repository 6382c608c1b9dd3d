/// Kinds of data websites leave in an engine, for fetching and removing it.
public struct WebsiteDataTypes: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let memoryCache = WebsiteDataTypes(rawValue: 1 << 0)
    public static let diskCache = WebsiteDataTypes(rawValue: 1 << 1)
    public static let sessionStorage = WebsiteDataTypes(rawValue: 1 << 2)
    public static let localStorage = WebsiteDataTypes(rawValue: 1 << 3)
    public static let indexedDB = WebsiteDataTypes(rawValue: 1 << 4)
    public static let serviceWorkers = WebsiteDataTypes(rawValue: 1 << 5)
    public static let cookies = WebsiteDataTypes(rawValue: 1 << 6)
    /// The Cache API's storage (`caches.open`).
    public static let cacheStorage = WebsiteDataTypes(rawValue: 1 << 7)
    public static let hstsCache = WebsiteDataTypes(rawValue: 1 << 8)
    /// `hybrid.storage`: kept by the app (its `BridgeStorage`), not by the engine.
    public static let bridgeStorage = WebsiteDataTypes(rawValue: 1 << 9)

    /// The HTTP caches, memory and disk.
    public static let httpCache: WebsiteDataTypes = [.memoryCache, .diskCache]
    public static let all: WebsiteDataTypes = [
        .memoryCache, .diskCache, .sessionStorage, .localStorage, .indexedDB, .serviceWorkers, .cookies, .cacheStorage, .hstsCache, .bridgeStorage,
    ]
}
