// Declarations only: the data store, its records and its cookie store.

@MainActor
open class WKWebsiteDataStore: NSObject {
    open class func `default`() -> WKWebsiteDataStore { fatalError("declaration only") }
    open class func nonPersistent() -> WKWebsiteDataStore { fatalError("declaration only") }
    open var httpCookieStore: WKHTTPCookieStore { fatalError("declaration only") }

    // objc: +[WKWebsiteDataStore dataStoreForIdentifier:]
    @available(iOS 17.0, macOS 14.0, *)
    public convenience init(forIdentifier identifier: UUID) {
        self.init()
        fatalError("declaration only")
    }

    @available(iOS 17.0, macOS 14.0, *)
    open class func removeDataStore(forIdentifier identifier: UUID,
                                    completionHandler: @escaping @MainActor @Sendable ((any Error)?) -> Void) {
        fatalError("declaration only")
    }

    open func fetchDataRecords(ofTypes dataTypes: Set<String>,
                               completionHandler: @escaping @MainActor @Sendable ([WKWebsiteDataRecord]) -> Void) {
        fatalError("declaration only")
    }

    open func removeData(ofTypes dataTypes: Set<String>, for dataRecords: [WKWebsiteDataRecord],
                         completionHandler: @escaping @MainActor @Sendable () -> Void) { fatalError("declaration only") }

    open func removeData(ofTypes dataTypes: Set<String>, modifiedSince date: Date,
                         completionHandler: @escaping @MainActor @Sendable () -> Void) { fatalError("declaration only") }
}

@MainActor
open class WKWebsiteDataRecord: NSObject {
    open var displayName: String { fatalError("declaration only") }
    open var dataTypes: Set<String> { fatalError("declaration only") }
}

// Each constant's value is its own name (WKWebsiteDataRecord.mm). FetchCache and
// ServiceWorkerRegistrations exist since iOS 11.3 / macOS 10.13.4.
public let WKWebsiteDataTypeFetchCache = "WKWebsiteDataTypeFetchCache"
public let WKWebsiteDataTypeDiskCache = "WKWebsiteDataTypeDiskCache"
public let WKWebsiteDataTypeMemoryCache = "WKWebsiteDataTypeMemoryCache"
public let WKWebsiteDataTypeOfflineWebApplicationCache = "WKWebsiteDataTypeOfflineWebApplicationCache"
public let WKWebsiteDataTypeCookies = "WKWebsiteDataTypeCookies"
public let WKWebsiteDataTypeSessionStorage = "WKWebsiteDataTypeSessionStorage"
public let WKWebsiteDataTypeLocalStorage = "WKWebsiteDataTypeLocalStorage"
public let WKWebsiteDataTypeWebSQLDatabases = "WKWebsiteDataTypeWebSQLDatabases"
public let WKWebsiteDataTypeIndexedDBDatabases = "WKWebsiteDataTypeIndexedDBDatabases"
public let WKWebsiteDataTypeServiceWorkerRegistrations = "WKWebsiteDataTypeServiceWorkerRegistrations"

/// Objective-C getAllCookies:, setCookie:completionHandler:, deleteCookie:completionHandler:,
/// addObserver:, removeObserver:. Nullable trailing completion handlers import with `= nil`.
@MainActor
open class WKHTTPCookieStore: NSObject {
    open func getAllCookies(_ completionHandler: @escaping @MainActor @Sendable ([HTTPCookie]) -> Void) { fatalError("declaration only") }
    open func setCookie(_ cookie: HTTPCookie, completionHandler: (@MainActor @Sendable () -> Void)? = nil) { fatalError("declaration only") }
    open func delete(_ cookie: HTTPCookie, completionHandler: (@MainActor @Sendable () -> Void)? = nil) { fatalError("declaration only") }
    open func add(_ observer: any WKHTTPCookieStoreObserver) { fatalError("declaration only") }
    open func remove(_ observer: any WKHTTPCookieStoreObserver) { fatalError("declaration only") }
}

/// Its one method is optional in WebKit; declared required here. @MainActor
/// (WK_SWIFT_UI_ACTOR in WKHTTPCookieStore.h, and on Apple's page).
@MainActor
public protocol WKHTTPCookieStoreObserver: NSObjectProtocol {
    func cookiesDidChange(in cookieStore: WKHTTPCookieStore)
}
