import Foundation

/// Where a ``CookieJar`` gets "now" from.
///
/// Expiry, creation order and eviction all depend on time; injecting it makes
/// the conformance suites (which hard-code 2015 dates) and tests deterministic.
package struct CookieClock: Sendable {
    public let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) { self.now = now }

    /// The wall clock.
    public static let system = CookieClock { Date() }

    /// A clock stopped at `date`.
    public static func fixed(_ date: Date) -> CookieClock { CookieClock { date } }
}
