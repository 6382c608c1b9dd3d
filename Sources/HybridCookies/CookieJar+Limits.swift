import Foundation

extension CookieJar {
    /// Size and count limits of a ``CookieJar``.
    ///
    /// The byte limits are RFC 6265bis's; the count limits follow Chromium
    /// (180 per registrable domain) with a larger total so that an app that logs
    /// into many services, or a 10,000-cookie benchmark, never hits eviction.
    public struct Limits: Sendable, Hashable {
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

        public init(
            maxNameValueBytes: Int = 4096, maxAttributeValueBytes: Int = 1024,
            maxCookiesPerRegistrableDomain: Int = 180, maxCookies: Int = 12_000,
            maxLifetime: TimeInterval = 400 * 86_400
        ) {
            self.maxNameValueBytes = maxNameValueBytes
            self.maxAttributeValueBytes = maxAttributeValueBytes
            self.maxCookiesPerRegistrableDomain = maxCookiesPerRegistrableDomain
            self.maxCookies = maxCookies
            self.maxLifetime = maxLifetime
        }
    }
}
