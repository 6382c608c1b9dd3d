import HybridCore
import WebKit
import HybridVocabulary

/// The core's data kinds as WebKit's type strings. WebKit has no public type
/// for the HSTS cache, and bridge storage is the app's own, so neither maps.
enum AppleWebsiteDataTypes {
    static let pairs: [(WebsiteDataTypes, String)] = [
        (.memoryCache, WKWebsiteDataTypeMemoryCache),
        (.diskCache, WKWebsiteDataTypeDiskCache),
        (.sessionStorage, WKWebsiteDataTypeSessionStorage),
        (.localStorage, WKWebsiteDataTypeLocalStorage),
        (.indexedDB, WKWebsiteDataTypeIndexedDBDatabases),
        (.serviceWorkers, WKWebsiteDataTypeServiceWorkerRegistrations),
        (.cookies, WKWebsiteDataTypeCookies),
        (.cacheStorage, WKWebsiteDataTypeFetchCache),
    ]

    static func webKitTypes(for types: WebsiteDataTypes) -> Set<String> {
        Set(pairs.filter { types.contains($0.0) }.map(\.1))
    }

    static func coreTypes(for kinds: Set<String>) -> WebsiteDataTypes {
        pairs.reduce(into: WebsiteDataTypes()) { result, pair in if kinds.contains(pair.1) { result.insert(pair.0) } }
    }
}
