import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Cookie {
    static let httpOnlyKey = HTTPCookiePropertyKey("HttpOnly")
    static let sameSiteKey = HTTPCookiePropertyKey("SameSite")
    static let createdKey = HTTPCookiePropertyKey("Created")

    /// Converts a Foundation cookie, so native `URLSession` logins reach the web view.
    ///
    /// A leading dot on `domain` means a domain cookie; without it the cookie is host-only.
    /// SameSite is read where Foundation has it (Apple platforms); on Linux it is `.unspecified`.
    public init?(httpCookie: HTTPCookie) {
        let rawDomain = httpCookie.domain
        let hostOnly = !rawDomain.hasPrefix(".")
        guard let domain = DomainName.canonicalize(hostOnly ? rawDomain : String(rawDomain.dropFirst())) else {
            return nil
        }
        let properties = httpCookie.properties ?? [:]
        let created = (properties[Self.createdKey] as? Double).map { Date(timeIntervalSinceReferenceDate: $0) } ?? Date()
        self.init(
            name: httpCookie.name, value: httpCookie.value, domain: domain,
            path: httpCookie.path.isEmpty ? "/" : httpCookie.path,
            expiresAt: httpCookie.isSessionOnly ? nil : httpCookie.expiresDate,
            creationTime: created, hostOnly: hostOnly, secure: httpCookie.isSecure,
            httpOnly: httpCookie.isHTTPOnly, sameSite: Self.sameSite(of: httpCookie))
    }

    /// The Foundation form of this cookie, keeping HttpOnly (and SameSite where Foundation supports it).
    public var httpCookie: HTTPCookie? {
        var properties: [HTTPCookiePropertyKey: Any] = [
            .name: name, .value: value, .path: path,
            .domain: hostOnly ? domain : "." + domain,
            .version: "0",
        ]
        if let expiresAt { properties[.expires] = expiresAt } else { properties[.discard] = "TRUE" }
        if secure { properties[.secure] = "TRUE" }
        if httpOnly { properties[Self.httpOnlyKey] = "TRUE" }
        if sameSite != .unspecified { properties[Self.sameSiteKey] = sameSite.rawValue }
        return HTTPCookie(properties: properties)
    }

    private static func sameSite(of cookie: HTTPCookie) -> SameSite {
        #if canImport(FoundationNetworking)
        let policy = cookie.properties?[sameSiteKey] as? String
        #else
        let policy = cookie.sameSitePolicy?.rawValue ?? cookie.properties?[sameSiteKey] as? String
        #endif
        return policy.flatMap { SameSite(rawValue: $0.lowercased()) } ?? .unspecified
    }
}
