extension CookieJar {
    /// Policy knobs of a ``CookieJar``; the defaults follow RFC 6265bis and WebKit.
    public struct Configuration: Sendable {
        public var limits: CookieJar.Limits
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
            limits: CookieJar.Limits = .init(), secureSchemes: Set<String> = ["https", "wss"],
            treatsUnspecifiedSameSiteAsLax: Bool = false, requiresSecureForSameSiteNone: Bool = true
        ) {
            self.init(limits: limits, clock: .system, secureSchemes: secureSchemes,
                      treatsUnspecifiedSameSiteAsLax: treatsUnspecifiedSameSiteAsLax,
                      requiresSecureForSameSiteNone: requiresSecureForSameSiteNone)
        }

        /// As the public initializer, with the jar's clock (tests and the conformance suites fix it).
        package init(
            limits: CookieJar.Limits = .init(), clock: CookieClock, secureSchemes: Set<String> = ["https", "wss"],
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
        package func using(_ list: PublicSuffixList) -> Configuration {
            var configuration = self
            configuration.publicSuffixList = list
            return configuration
        }
    }
}
