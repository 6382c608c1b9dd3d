import Foundation

extension CookieIndex {
    /// Removes every expired cookie in the jar.
    mutating func removeExpired(now: Date) -> [Cookie] {
        let expired = buckets.values.joined().filter { ($0.cookie.expiresAt ?? .distantFuture) <= now }
        return expired.compactMap { remove($0.cookie.identity) }
    }

    /// Brings the site of `domain` and then the whole jar within `limits`:
    /// expired cookies go first, then the least recently accessed.
    mutating func enforceLimits(after domain: String, limits: CookieJar.Configuration, now: Date) -> [Cookie] {
        var evicted: [Cookie] = []
        let site = site(of: domain)
        if countBySite[site, default: 0] > limits.maxCookiesPerRegistrableDomain {
            let candidates = (domainsBySite[site] ?? []).flatMap { buckets[$0] ?? [] }
            evicted += evict(from: candidates, keeping: limits.maxCookiesPerRegistrableDomain, now: now)
        }
        if count > limits.maxCookies {
            evicted += evict(from: Array(buckets.values.joined()), keeping: limits.maxCookies, now: now)
        }
        return evicted
    }

    private mutating func evict(from candidates: [Entry], keeping limit: Int, now: Date) -> [Cookie] {
        let ranked = candidates.sorted { lhs, rhs in
            let lhsExpired = (lhs.cookie.expiresAt ?? .distantFuture) <= now
            let rhsExpired = (rhs.cookie.expiresAt ?? .distantFuture) <= now
            if lhsExpired != rhsExpired { return lhsExpired }
            if lhs.cookie.lastAccessTime != rhs.cookie.lastAccessTime {
                return lhs.cookie.lastAccessTime < rhs.cookie.lastAccessTime
            }
            return lhs.sequence < rhs.sequence
        }
        let excess = max(0, candidates.count - limit)
        return ranked.prefix(excess).compactMap { remove($0.cookie.identity) }
    }
}
