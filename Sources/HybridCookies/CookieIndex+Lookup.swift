import Foundation

extension CookieIndex {
    /// The cookies to send for `request`, in `Cookie` header order, with their
    /// last-access time updated; expired cookies met on the way are removed and returned.
    mutating func lookUp(
        _ request: CookieRequest, now: Date, includeCookie: (Cookie) -> Bool
    ) -> (matched: [Cookie], expired: [Cookie]) {
        var matched: [Entry] = []
        var expired: [Cookie.Identity] = []
        var current: Substring? = Substring(request.host)
        let hostIsIP = DomainName.isIPAddress(request.host)
        while let key = current {
            let domain = String(key)
            let isHost = domain.utf8.count == request.host.utf8.count
            var positions: [Int] = []
            for (position, entry) in (buckets[domain] ?? []).enumerated() {
                let cookie = entry.cookie
                if let expiry = cookie.expiresAt, expiry <= now {
                    expired.append(cookie.identity)
                } else if isHost || !cookie.hostOnly,
                          CookiePath.matches(requestPath: request.path, cookiePath: cookie.path),
                          !cookie.secure || request.isSecure,
                          includeCookie(cookie) {
                    positions.append(position)
                }
            }
            for position in positions {
                buckets[domain]![position].cookie.lastAccessTime = now
                matched.append(buckets[domain]![position])
            }
            current = hostIsIP ? nil : DomainName.parent(of: key)
        }
        let removed = expired.compactMap { remove($0) }
        return (Self.inHeaderOrder(matched), removed)
    }

    /// RFC 6265bis §5.8.3: longer paths first, then earlier creation (then insertion).
    /// Sorts small keys rather than whole entries, which are expensive to move.
    static func inHeaderOrder(_ entries: [Entry]) -> [Cookie] {
        guard entries.count > 1 else { return entries.map(\.cookie) }
        let keys = entries.indices.map { index in
            (path: entries[index].cookie.path.utf8.count, created: entries[index].cookie.creationTime,
             sequence: entries[index].sequence, index: index)
        }
        return keys.sorted { lhs, rhs in
            if lhs.path != rhs.path { return lhs.path > rhs.path }
            if lhs.created != rhs.created { return lhs.created < rhs.created }
            return lhs.sequence < rhs.sequence
        }.map { entries[$0.index].cookie }
    }
}
