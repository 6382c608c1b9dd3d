import CWebKitGTK
import Foundation
import HybridCookies

/// Converts between HybridCore's ``Cookie`` and libsoup's `SoupCookie`.
/// libsoup marks a domain cookie with a leading dot; a host-only one has none.
enum SoupCookieConversion {
    static func cookie(from soup: OpaquePointer) -> Cookie {
        let rawDomain = soup_cookie_get_domain(soup).map { String(cString: $0) } ?? ""
        let hostOnly = !rawDomain.hasPrefix(".")
        let expires = soup_cookie_get_expires(soup).map { Date(timeIntervalSince1970: TimeInterval(g_date_time_to_unix($0))) }
        return Cookie(
            name: soup_cookie_get_name(soup).map { String(cString: $0) } ?? "",
            value: soup_cookie_get_value(soup).map { String(cString: $0) } ?? "",
            domain: hostOnly ? rawDomain : String(rawDomain.dropFirst()),
            path: soup_cookie_get_path(soup).map { String(cString: $0) } ?? "/",
            expiresAt: expires,
            hostOnly: hostOnly,
            secure: soup_cookie_get_secure(soup) != 0,
            httpOnly: soup_cookie_get_http_only(soup) != 0,
            sameSite: sameSite(soup_cookie_get_same_site_policy(soup)))
    }

    static func soupCookie(from cookie: Cookie) -> OpaquePointer {
        let domain = cookie.hostOnly ? cookie.domain : "." + cookie.domain
        let soup = soup_cookie_new(cookie.name, cookie.value, domain, cookie.path, -1)!
        if let expiresAt = cookie.expiresAt {
            let date = g_date_time_new_from_unix_utc(Int(expiresAt.timeIntervalSince1970.rounded(.down)))
            soup_cookie_set_expires(soup, date)
            g_date_time_unref(date)
        }
        soup_cookie_set_secure(soup, cookie.secure ? 1 : 0)
        soup_cookie_set_http_only(soup, cookie.httpOnly ? 1 : 0)
        soup_cookie_set_same_site_policy(soup, soupSameSite(cookie.sameSite))
        return soup
    }

    private static func sameSite(_ policy: SoupSameSitePolicy) -> Cookie.SameSite {
        switch policy {
        case SOUP_SAME_SITE_POLICY_STRICT: .strict
        case SOUP_SAME_SITE_POLICY_LAX: .lax
        default: .none
        }
    }

    private static func soupSameSite(_ sameSite: Cookie.SameSite) -> SoupSameSitePolicy {
        switch sameSite {
        case .strict: SOUP_SAME_SITE_POLICY_STRICT
        case .lax: SOUP_SAME_SITE_POLICY_LAX
        case .none, .unspecified: SOUP_SAME_SITE_POLICY_NONE
        }
    }
}
