import Foundation
import HybridCore
import HybridCookies
import WebKit
import HybridVocabulary
import HybridEngineInterface

/// The data store's `WKHTTPCookieStore`: the cookies WKWebView really sends,
/// HttpOnly ones included, which `document.cookie` scripts cannot set.
@MainActor
final class AppleCookieStore: WebCookieStore {
    private let store: WKHTTPCookieStore

    init(store: WKHTTPCookieStore) { self.store = store }

    func allCookies() async throws -> [Cookie] {
        await withCheckedContinuation { continuation in
            store.getAllCookies { cookies in continuation.resume(returning: cookies.compactMap(Cookie.init(httpCookie:))) }
        }
    }

    func setCookie(_ cookie: Cookie) async throws {
        guard let httpCookie = cookie.httpCookie else {
            throw EngineError.operationFailed("cookie \(cookie.name) for \(cookie.domain) has no Foundation form")
        }
        await withCheckedContinuation { continuation in store.setCookie(httpCookie) { continuation.resume() } }
    }

    func deleteCookie(_ cookie: Cookie) async throws {
        guard let httpCookie = cookie.httpCookie else { return }
        await withCheckedContinuation { continuation in store.delete(httpCookie) { continuation.resume() } }
    }

    /// WebKit holds observers weakly; the observation keeps the relay alive until cancelled.
    func addChangeObserver(_ observer: @escaping @MainActor () -> Void) -> ObservationToken {
        let relay = AppleCookieObserver(onChange: observer)
        store.add(relay)
        return ObservationToken { [store] in store.remove(relay) }
    }
}
