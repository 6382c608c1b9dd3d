import Foundation

extension CookieJar {
    /// The cookies a same-site request to `url` carries, in `Cookie` header order.
    ///
    /// - Parameters:
    ///   - url: the request's URL.
    ///   - includeHttpOnly: `false` for what script (`document.cookie`) may see.
    public func cookies(for url: URL, includeHttpOnly: Bool = true) -> [Cookie] {
        cookies(for: url, context: .sameSite, includeHttpOnly: includeHttpOnly)
    }

    /// The `Cookie` header value for a same-site request to `url`, or `nil` when no cookie applies.
    public func cookieHeader(for url: URL, includeHttpOnly: Bool = true) -> String? {
        cookieHeader(for: url, context: .sameSite, includeHttpOnly: includeHttpOnly)
    }

    /// What `document.cookie` shows at `url`: no HttpOnly cookies, `""` when none.
    public func documentCookie(for url: URL) -> String {
        documentCookie(for: url, context: .sameSite)
    }

    /// The cookies a request to `url` carries, in `Cookie` header order.
    ///
    /// - Parameters:
    ///   - context: the request's site relationship; decides SameSite cookies.
    ///   - includeHttpOnly: `false` for what script (`document.cookie`) may see.
    package func cookies(for url: URL, context: SameSiteContext, includeHttpOnly: Bool = true) -> [Cookie] {
        guard let request = CookieRequest(url: url, secureSchemes: configuration.secureSchemes) else { return [] }
        let unspecifiedIsLax = configuration.treatsUnspecifiedSameSiteAsLax
        return mutate { index, now in
            let (matched, expired) = index.lookUp(request, now: now) { cookie in
                (includeHttpOnly || !cookie.httpOnly) && context.allows(cookie.sameSite, unspecifiedIsLax: unspecifiedIsLax)
            }
            return (matched, expired.map(CookieJarChange.deleted))
        }
    }

    /// The `Cookie` header value for a request to `url` in `context`, or `nil` when no cookie applies.
    package func cookieHeader(for url: URL, context: SameSiteContext, includeHttpOnly: Bool = true) -> String? {
        let cookies = cookies(for: url, context: context, includeHttpOnly: includeHttpOnly)
        return cookies.isEmpty ? nil : Self.serialize(cookies)
    }

    /// What `document.cookie` shows at `url` in `context`.
    package func documentCookie(for url: URL, context: SameSiteContext) -> String {
        cookieHeader(for: url, context: context, includeHttpOnly: false) ?? ""
    }

    /// Joins cookies as `name=value; …`; a nameless cookie is its bare value (6265bis).
    public static func serialize(_ cookies: [Cookie]) -> String {
        cookies.map { $0.name.isEmpty ? $0.value : $0.name + "=" + $0.value }.joined(separator: "; ")
    }
}
