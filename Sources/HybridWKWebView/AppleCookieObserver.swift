import WebKit

/// Passes `WKHTTPCookieStoreObserver` changes on to a closure.
@MainActor
final class AppleCookieObserver: NSObject, WKHTTPCookieStoreObserver {
    private let onChange: @MainActor () -> Void

    init(onChange: @escaping @MainActor () -> Void) { self.onChange = onChange }

    func cookiesDidChange(in cookieStore: WKHTTPCookieStore) { onChange() }
}
