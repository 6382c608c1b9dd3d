import CWebKitGTK
import HybridVocabulary

/// HybridCore's data types to WebKitGTK's flags and back.
enum WebsiteDataTypeMapping {
    private static let pairs: [(WebsiteDataTypes, WebKitWebsiteDataTypes)] = [
        (.memoryCache, WEBKIT_WEBSITE_DATA_MEMORY_CACHE), (.diskCache, WEBKIT_WEBSITE_DATA_DISK_CACHE),
        (.sessionStorage, WEBKIT_WEBSITE_DATA_SESSION_STORAGE), (.localStorage, WEBKIT_WEBSITE_DATA_LOCAL_STORAGE),
        (.indexedDB, WEBKIT_WEBSITE_DATA_INDEXEDDB_DATABASES), (.serviceWorkers, WEBKIT_WEBSITE_DATA_SERVICE_WORKER_REGISTRATIONS),
        (.cookies, WEBKIT_WEBSITE_DATA_COOKIES), (.cacheStorage, WEBKIT_WEBSITE_DATA_DOM_CACHE), (.hstsCache, WEBKIT_WEBSITE_DATA_HSTS_CACHE),
    ]

    static func webkit(_ types: WebsiteDataTypes) -> WebKitWebsiteDataTypes {
        WebKitWebsiteDataTypes(rawValue: pairs.filter { types.contains($0.0) }.reduce(0) { $0 | $1.1.rawValue })
    }

    static func types(_ flags: WebKitWebsiteDataTypes) -> WebsiteDataTypes {
        pairs.filter { flags.rawValue & $0.1.rawValue != 0 }.reduce(into: []) { $0.insert($1.0) }
    }
}
