import Foundation
import HybridCookies

/// Whether two cookies are the same for syncing. The engine's store keeps less
/// than the jar (no creation time, whole-second expiry, no "unspecified"
/// SameSite), so those differences are not changes and must not be synced back.
enum CookieSyncEquivalence {
    static func equivalent(_ lhs: Cookie?, _ rhs: Cookie?) -> Bool {
        guard let lhs, let rhs else { return lhs == nil && rhs == nil }
        return lhs.name == rhs.name && lhs.value == rhs.value && lhs.domain == rhs.domain && lhs.path == rhs.path
            && lhs.hostOnly == rhs.hostOnly && lhs.secure == rhs.secure && lhs.httpOnly == rhs.httpOnly
            && sameSite(lhs.sameSite) == sameSite(rhs.sameSite)
            && seconds(lhs.expiresAt) == seconds(rhs.expiresAt)
    }

    private static func sameSite(_ value: Cookie.SameSite) -> Cookie.SameSite {
        value == .unspecified ? .none : value
    }

    private static func seconds(_ date: Date?) -> Int64? {
        date.map { Int64($0.timeIntervalSince1970.rounded(.down)) }
    }

    /// The store's version of a cookie, merged into what the jar knows: the
    /// jar keeps its creation time and an unspecified SameSite it already had.
    static func merged(fromStore cookie: Cookie, into existing: Cookie?) -> Cookie {
        var result = cookie
        guard let existing, existing.identity == cookie.identity else { return result }
        result.creationTime = existing.creationTime
        if existing.sameSite == .unspecified && cookie.sameSite == .none { result.sameSite = .unspecified }
        if seconds(existing.expiresAt) == seconds(cookie.expiresAt) { result.expiresAt = existing.expiresAt }
        return result
    }
}
