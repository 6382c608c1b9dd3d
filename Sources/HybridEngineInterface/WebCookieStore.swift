import HybridCookies
import HybridVocabulary
/// The cookie store an engine's views really use (not some default one).
@MainActor
package protocol WebCookieStore: AnyObject {
    func allCookies() async throws -> [Cookie]
    /// Adds or replaces (same name, domain and path) a cookie.
    func setCookie(_ cookie: Cookie) async throws
    /// Adds or replaces many cookies; an engine may send them all at once.
    func setCookies(_ cookies: [Cookie]) async throws
    /// Makes the store hold exactly `cookies`, in one operation where the engine can.
    func replaceAllCookies(with cookies: [Cookie]) async throws
    func deleteCookie(_ cookie: Cookie) async throws
    /// Deletes each of `cookies`, all at once where the engine can.
    func deleteCookies(_ cookies: [Cookie]) async throws
    /// Called on the main actor after any change, from the page, a response or this API.
    func addChangeObserver(_ observer: @escaping @MainActor () -> Void) -> ObservationToken
}

extension WebCookieStore {
    public func setCookies(_ cookies: [Cookie]) async throws {
        for cookie in cookies { try await setCookie(cookie) }
    }

    public func deleteCookies(_ cookies: [Cookie]) async throws {
        for cookie in cookies { try await deleteCookie(cookie) }
    }

    public func replaceAllCookies(with cookies: [Cookie]) async throws {
        let keep = Set(cookies.map(\.identity))
        for cookie in try await allCookies() where !keep.contains(cookie.identity) { try await deleteCookie(cookie) }
        try await setCookies(cookies)
    }
}
