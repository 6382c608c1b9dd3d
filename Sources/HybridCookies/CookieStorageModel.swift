import Foundation

/// RFC 6265bis §5.7 steps that turn a parsed header into a ``Cookie`` for one
/// request, without looking at the jar (the jar adds the steps that compare
/// with stored cookies).
struct CookieStorageModel {
    let configuration: CookieJar.Configuration

    func makeCookie(
        from parsed: ParsedSetCookie, request: CookieRequest, source: CookieSource,
        context: SameSiteContext, now: Date
    ) -> Result<Cookie, CookieRejection> {
        if parsed.name.isEmpty, Self.hasSecurityPrefix(parsed.value) { return .failure(.namelessPrefixedValue) }
        if source == .script, parsed.httpOnly { return .failure(.httpOnlyFromScript) }
        if parsed.secure, !request.isSecure { return .failure(.secureFromInsecureOrigin) }
        let domain: String
        let hostOnly: Bool
        switch scope(domainAttribute: parsed.domain, host: request.host) {
        case .success(let scope): (domain, hostOnly) = scope
        case .failure(let rejection): return .failure(rejection)
        }
        let path = parsed.path.flatMap { $0.hasPrefix("/") ? $0 : nil } ?? request.defaultPath
        if Self.hasPrefix(parsed.name, "__secure-"), !parsed.secure { return .failure(.securePrefixViolation) }
        if Self.hasPrefix(parsed.name, "__host-"),
           !parsed.secure || !hostOnly || parsed.path == nil || path != "/" {
            return .failure(.hostPrefixViolation)
        }
        if parsed.sameSite == .none, !parsed.secure, configuration.requiresSecureForSameSiteNone {
            return .failure(.sameSiteNoneWithoutSecure)
        }
        if parsed.sameSite == .lax || parsed.sameSite == .strict,
           !context.allows(parsed.sameSite, unspecifiedIsLax: false) {
            return .failure(.crossSiteSameSiteCookie)
        }
        return .success(Cookie(
            name: parsed.name, value: parsed.value, domain: domain, path: path,
            expiresAt: expiry(of: parsed, now: now), creationTime: now, lastAccessTime: now,
            hostOnly: hostOnly, secure: parsed.secure, httpOnly: parsed.httpOnly, sameSite: parsed.sameSite))
    }

    /// Max-Age wins over Expires; both are capped at the configured lifetime.
    func expiry(of parsed: ParsedSetCookie, now: Date) -> Date? {
        let cap = now.addingTimeInterval(configuration.maxLifetime)
        if let maxAge = parsed.maxAge {
            guard maxAge > 0 else { return Date(timeIntervalSince1970: 0) }
            return Double(maxAge) >= configuration.maxLifetime ? cap : now.addingTimeInterval(Double(maxAge))
        }
        return parsed.expires.map { min($0, cap) }
    }

    /// The cookie's domain and host-only flag, from the Domain attribute and the Public Suffix List.
    func scope(domainAttribute: String?, host: String) -> Result<(String, Bool), CookieRejection> {
        guard let attribute = domainAttribute, !attribute.isEmpty else { return .success((host, true)) }
        guard let domain = DomainName.canonicalize(attribute) else { return .failure(.domainMismatch) }
        if configuration.publicSuffixList.registrableDomain(forCanonical: domain) == nil,
           !DomainName.isIPAddress(domain) {
            return domain == host ? .success((host, true)) : .failure(.publicSuffixDomain)
        }
        guard DomainName.domainMatches(host: host, domain: domain) else { return .failure(.domainMismatch) }
        return .success((domain, false))
    }

    static func hasSecurityPrefix(_ text: String) -> Bool {
        hasPrefix(text, "__secure-") || hasPrefix(text, "__host-")
    }

    /// Case-insensitive ASCII prefix test (6265bis matches the prefixes case-insensitively).
    static func hasPrefix(_ text: String, _ lowercasePrefix: String) -> Bool {
        let bytes = text.utf8.prefix(lowercasePrefix.utf8.count)
        return bytes.count == lowercasePrefix.utf8.count
            && zip(bytes, lowercasePrefix.utf8).allSatisfy { ($0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0) == $1 }
    }
}
