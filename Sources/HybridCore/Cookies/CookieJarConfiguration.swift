/// Policy knobs of a ``CookieJar``; the defaults follow RFC 6265bis and WebKit.
public struct CookieJarConfiguration: Sendable {
    public var limits: CookieJarLimits
    /// Decides which `Domain` attributes are too broad.
    package var publicSuffixList: PublicSuffixList
    public var clock: CookieClock
    /// Schemes whose requests count as secure. Loopback hosts always do.
    public var secureSchemes: Set<String>
    /// Chromium treats a missing `SameSite` as Lax; WebKit, which this container
    /// runs on, treats it as None. Default `false` keeps the jar and the web view in agreement.
    public var treatsUnspecifiedSameSiteAsLax: Bool
    /// 6265bis rejects `SameSite=None` without `Secure`. WebKit accepts it, so this can be relaxed.
    public var requiresSecureForSameSiteNone: Bool

    public init(
        limits: CookieJarLimits = .init(), clock: CookieClock = .system, secureSchemes: Set<String> = ["https", "wss"],
        treatsUnspecifiedSameSiteAsLax: Bool = false, requiresSecureForSameSiteNone: Bool = true
    ) {
        self.limits = limits
        self.publicSuffixList = .bundled
        self.clock = clock
        self.secureSchemes = secureSchemes
        self.treatsUnspecifiedSameSiteAsLax = treatsUnspecifiedSameSiteAsLax
        self.requiresSecureForSameSiteNone = requiresSecureForSameSiteNone
    }

    /// The same configuration with another public-suffix list (the conformance suites bring their own).
    package func using(_ list: PublicSuffixList) -> CookieJarConfiguration {
        var configuration = self
        configuration.publicSuffixList = list
        return configuration
    }
}
