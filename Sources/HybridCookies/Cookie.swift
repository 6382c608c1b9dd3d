import Foundation

/// One stored cookie, as RFC 6265bis §5.7 keeps it.
public struct Cookie: Hashable, Sendable, Codable {
    /// The `SameSite` attribute. `unspecified` is kept apart from `lax` because
    /// engines treat a missing attribute differently from an explicit one.
    public enum SameSite: String, Hashable, Sendable, Codable {
        case unspecified, none, lax, strict
    }

    public var name: String
    public var value: String
    /// Lower-case, ASCII (punycode) host or domain, without a leading dot.
    public var domain: String
    public var path: String
    /// `nil` for a session cookie.
    public var expiresAt: Date?
    public var creationTime: Date
    public var lastAccessTime: Date
    /// `true`: sent only to `domain` itself, not its subdomains.
    public var hostOnly: Bool
    public var secure: Bool
    public var httpOnly: Bool
    public var sameSite: SameSite

    public init(
        name: String, value: String, domain: String, path: String = "/",
        expiresAt: Date? = nil, creationTime: Date = Date(), lastAccessTime: Date? = nil,
        hostOnly: Bool = true, secure: Bool = false, httpOnly: Bool = false, sameSite: SameSite = .unspecified
    ) {
        self.name = name
        self.value = value
        self.domain = domain
        self.path = path
        self.expiresAt = expiresAt
        self.creationTime = creationTime
        self.lastAccessTime = lastAccessTime ?? creationTime
        self.hostOnly = hostOnly
        self.secure = secure
        self.httpOnly = httpOnly
        self.sameSite = sameSite
    }

    /// A session cookie lives until the app's session ends.
    public var isSession: Bool { expiresAt == nil }

    /// Name, domain and path identify a cookie: a new one with the same three replaces it.
    package var identity: Identity { Identity(name: name, domain: domain, path: path) }

    /// A cookie's name, domain and path: what a store keys it by. Apps look a cookie up
    /// by the three with `CookieJar/cookie(named:domain:path:)`.
    package struct Identity: Hashable, Sendable {
        var name: String
        var domain: String
        var path: String

        package init(name: String, domain: String, path: String) {
            self.name = name
            self.domain = domain
            self.path = path
        }
    }
}
