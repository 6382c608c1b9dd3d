import Foundation

extension CookieJar {
    /// Stores a fully formed cookie as-is, replacing one with the same identity.
    ///
    /// This is the path for CookieSync and persistence: no header rules apply.
    /// A `.set` change is reported only if something other than the last-access
    /// time differs, so a cookie echoed back from the web view makes no loop.
    public func set(_ cookie: Cookie) {
        let limits = configuration
        mutate { index, now in
            var changes: [CookieJarChange] = []
            let old = index.upsert(cookie)
            if old.map({ !Self.sameContent($0, cookie) }) ?? true { changes.append(.set(cookie)) }
            changes += index.enforceLimits(after: cookie.domain, limits: limits, now: now).map(CookieJarChange.deleted)
            return ((), changes)
        }
    }

    /// Removes the cookie with this name, domain and path (what identifies a cookie); returns it if there was one.
    @discardableResult
    public func removeCookie(named name: String, domain: String, path: String = "/") -> Cookie? {
        delete(Cookie.Identity(name: name, domain: domain, path: path))
    }

    /// Deletes the cookie with this identity; returns it if there was one.
    @discardableResult
    package func delete(_ identity: Cookie.Identity) -> Cookie? {
        mutate { index, _ in
            let removed = index.remove(identity)
            return (removed, removed.map { [.deleted($0)] } ?? [])
        }
    }

    /// Empties the jar, reporting a deletion for every cookie.
    public func removeAll() {
        mutate { index, _ in ((), index.removeAll().map(CookieJarChange.deleted)) }
    }

    /// Drops every expired cookie now rather than when it is next looked up.
    public func removeExpiredCookies() {
        mutate { index, now in ((), index.removeExpired(now: now).map(CookieJarChange.deleted)) }
    }

    static func sameContent(_ lhs: Cookie, _ rhs: Cookie) -> Bool {
        var left = lhs
        left.lastAccessTime = rhs.lastAccessTime
        return left == rhs
    }
}
