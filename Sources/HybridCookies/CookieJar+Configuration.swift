import Foundation

extension CookieJar {
    /// Policy knobs of a ``CookieJar``; the defaults follow RFC 6265bis and WebKit.
    ///
    /// The byte limits are RFC 6265bis's; the count limits follow Chromium
    /// (180 per registrable domain) with a larger total so that an app that logs
    /// into many services, or a 10,000-cookie benchmark, never hits eviction.
    public struct Configuration: Sendable {
        /// Name plus value, in UTF-8 bytes (6265bis: 4096).
        public var maxNameValueBytes: Int
        /// An attribute value longer than this is ignored (6265bis: 1024).
        public var maxAttributeValueBytes: Int
        /// Cookies per registrable domain (eTLD+1) before the least recently used are evicted.
        public var maxCookiesPerRegistrableDomain: Int
        /// Cookies in the whole jar before the least recently used are evicted.
        public var maxCookies: Int
        /// Expiry dates are capped this far in the future (6265bis: 400 days).
        public var maxLifetime: TimeInterval
        /// Decides which `Domain` attributes are too broad.
        package var publicSuffixList: PublicSuffixList
        /// Where the jar reads "now"; tests and the conformance suites stop it.
        package var clock: CookieClock
        /// Schemes whose requests count as secure. Loopback hosts always do.
        public var secureSchemes: Set<String>
        /// Chromium treats a missing `SameSite` as Lax; WebKit, which this container
        /// runs on, treats it as None. Default `false` keeps the jar and the web view in agreement.
        public var treatsUnspecifiedSameSiteAsLax: Bool
        /// 6265bis rejects `SameSite=None` without `Secure`. WebKit accepts it, so this can be relaxed.
        public var requiresSecureForSameSiteNone: Bool

        public init(
            maxNameValueBytes: Int = 4096, maxAttributeValueBytes: Int = 1024,
            maxCookiesPerRegistrableDomain: Int = 180, maxCookies: Int = 12_000,
            maxLifetime: TimeInterval = 400 * 86_400, secureSchemes: Set<String> = ["https", "wss"],
            treatsUnspecifiedSameSiteAsLax: Bool = false, requiresSecureForSameSiteNone: Bool = true
        ) {
            self.init(clock: .system, secureSchemes: secureSchemes,
                      treatsUnspecifiedSameSiteAsLax: treatsUnspecifiedSameSiteAsLax,
                      requiresSecureForSameSiteNone: requiresSecureForSameSiteNone)
            self.maxNameValueBytes = maxNameValueBytes
            self.maxAttributeValueBytes = maxAttributeValueBytes
            self.maxCookiesPerRegistrableDomain = maxCookiesPerRegistrableDomain
            self.maxCookies = maxCookies
            self.maxLifetime = maxLifetime
        }

        /// As the public initializer with the default limits, and the jar's clock (tests and the
        /// conformance suites fix it; set a limit on the result).
        package init(
            clock: CookieClock, secureSchemes: Set<String> = ["https", "wss"],
            treatsUnspecifiedSameSiteAsLax: Bool = false, requiresSecureForSameSiteNone: Bool = true
        ) {
            self.maxNameValueBytes = 4096
            self.maxAttributeValueBytes = 1024
            self.maxCookiesPerRegistrableDomain = 180
            self.maxCookies = 12_000
            self.maxLifetime = 400 * 86_400
            self.publicSuffixList = .bundled
            self.clock = clock
            self.secureSchemes = secureSchemes
            self.treatsUnspecifiedSameSiteAsLax = treatsUnspecifiedSameSiteAsLax
            self.requiresSecureForSameSiteNone = requiresSecureForSameSiteNone
        }

        /// The same configuration with another public-suffix list (the conformance suites bring their own).
        package func using(_ list: PublicSuffixList) -> Configuration {
            var configuration = self
            configuration.publicSuffixList = list
            return configuration
        }
    }
}
