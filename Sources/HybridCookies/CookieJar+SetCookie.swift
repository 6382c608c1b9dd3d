import Foundation

extension CookieJar {
    /// Applies one `Set-Cookie` header received for `url`.
    ///
    /// - Parameters:
    ///   - source: `.script` for `document.cookie`, which may not touch HttpOnly cookies.
    ///   - context: whether the response is same-site; cross-site responses cannot set Lax/Strict cookies.
    @discardableResult
    package func set(
        setCookieHeader header: String, for url: URL, source: CookieSource = .http, context: SameSiteContext = .sameSite
    ) -> CookieSetOutcome {
        set(setCookieBytes: Array(header.utf8), for: url, source: source, context: context)
    }

    /// As ``set(setCookieHeader:for:source:context:)`` for raw header bytes (may be invalid UTF-8).
    @discardableResult
    package func set(
        setCookieBytes header: [UInt8], for url: URL, source: CookieSource = .http, context: SameSiteContext = .sameSite
    ) -> CookieSetOutcome {
        guard let request = CookieRequest(url: url, secureSchemes: configuration.secureSchemes) else {
            return .rejected(.missingHost)
        }
        let parsed: ParsedSetCookie
        switch SetCookieParser.parse(bytes: header, limits: configuration) {
        case .success(let value): parsed = value
        case .failure(let rejection): return .rejected(rejection)
        }
        let model = CookieStorageModel(configuration: configuration)
        let limits = configuration
        return mutate { index, now in
            switch model.makeCookie(from: parsed, request: request, source: source, context: context, now: now) {
            case .failure(let rejection): return (.rejected(rejection), [])
            case .success(let cookie): return Self.store(cookie, request: request, source: source, in: &index, limits: limits, now: now)
            }
        }
    }

    /// Applies several `Set-Cookie` headers in order, as one response carries them.
    @discardableResult
    package func setCookies(
        fromHeaderLines lines: [String], for url: URL, source: CookieSource = .http, context: SameSiteContext = .sameSite
    ) -> [CookieSetOutcome] {
        lines.map { set(setCookieHeader: $0, for: url, source: source, context: context) }
    }

    /// The steps of RFC 6265bis §5.7 that compare the new cookie with stored ones.
    static func store(
        _ candidate: Cookie, request: CookieRequest, source: CookieSource,
        in index: inout CookieIndex, limits: CookieJar.Configuration, now: Date
    ) -> (CookieSetOutcome, [CookieJarChange]) {
        var cookie = candidate
        if !cookie.secure, !request.isSecure,
           index.entries(relatedTo: cookie.domain, includeSubdomains: true).contains(where: { entry in
               entry.cookie.secure && entry.cookie.name == cookie.name
                   && CookiePath.matches(requestPath: cookie.path, cookiePath: entry.cookie.path)
           }) {
            return (.rejected(.overwritesSecureCookie), [])
        }
        if let old = index.cookie(for: cookie.identity) {
            if source == .script, old.httpOnly { return (.rejected(.overwritesHttpOnlyCookie), []) }
            cookie.creationTime = old.creationTime
        }
        if let expiry = cookie.expiresAt, expiry <= now {
            let removed = index.remove(cookie.identity)
            return (.expired(cookie), removed.map { [.deleted($0)] } ?? [])
        }
        let old = index.upsert(cookie)
        var changes: [CookieJarChange] = []
        if old.map({ !sameContent($0, cookie) }) ?? true { changes.append(.set(cookie)) }
        changes += index.enforceLimits(after: cookie.domain, limits: limits, now: now).map(CookieJarChange.deleted)
        return (.stored(cookie), changes)
    }
}
