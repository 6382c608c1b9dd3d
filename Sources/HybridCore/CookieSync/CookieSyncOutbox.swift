import HybridCookies
/// Jar changes waiting to reach the store. Each cookie's last change wins (a
/// cookie set and then evicted is only deleted), and sets keep the order they
/// came in, so the store's Cookie headers keep creation order.
struct CookieSyncOutbox {
    private var sets: [Cookie.Identity: (order: Int, cookie: Cookie)] = [:]
    private var deletions: [Cookie.Identity: Cookie] = [:]
    private var counter = 0

    mutating func add(_ change: CookieJarChange) {
        counter += 1
        switch change {
        case .set(let cookie):
            sets[cookie.identity] = (counter, cookie)
            deletions[cookie.identity] = nil
        case .deleted(let cookie):
            deletions[cookie.identity] = cookie
            sets[cookie.identity] = nil
        }
    }

    /// Whether a waiting set or deletion is of a cookie that `matches`.
    func contains(where matches: (Cookie) -> Bool) -> Bool {
        sets.values.contains { matches($0.cookie) } || deletions.values.contains(where: matches)
    }

    /// Everything waiting, emptied: the cookies to set in the order they were set, and those to delete.
    mutating func take() -> (sets: [Cookie], deletions: [Cookie]) {
        let taken = (sets.values.sorted { $0.order < $1.order }.map(\.cookie), Array(deletions.values))
        self = CookieSyncOutbox()
        return taken
    }
}
