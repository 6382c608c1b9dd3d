import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension CookieJar {
    /// Copies every cookie of a Foundation store into the jar (as-is, replacing same identities).
    ///
    /// Use it after native code logged in through `URLSession`, so pages see the session.
    /// Returns how many cookies were imported.
    @discardableResult
    public func importCookies(from storage: HTTPCookieStorage) -> Int {
        let cookies = (storage.cookies ?? []).compactMap(Cookie.init(httpCookie:))
        let now = self.now
        let live = cookies.filter { ($0.expiresAt ?? .distantFuture) > now }
        live.sorted { $0.creationTime < $1.creationTime }.forEach(set)
        return live.count
    }

    /// Copies every live cookie of the jar into a Foundation store, so `URLSession` sends what pages set.
    /// Returns how many cookies were exported.
    @discardableResult
    public func exportCookies(to storage: HTTPCookieStorage) -> Int {
        let cookies = allCookies().compactMap(\.httpCookie)
        cookies.forEach(storage.setCookie)
        return cookies.count
    }
}
