import Foundation

/// A `Set-Cookie` header after RFC 6265bis §5.6 parsing, before the storage model.
///
/// Kept apart from ``Cookie`` because several attributes (Domain, Path,
/// Max-Age) only become final once the request URL and the clock are known.
package struct ParsedSetCookie: Sendable, Hashable {
    public var name: String
    public var value: String
    /// The last valid `Expires` date.
    public var expires: Date?
    /// The last valid `Max-Age`, in seconds, saturated to ±`Int64.max`. Wins over `Expires`.
    public var maxAge: Int64?
    /// The last `Domain` attribute, lower-cased with one leading dot removed; `""` when empty.
    public var domain: String?
    /// The last `Path` attribute as sent; `""` when empty.
    public var path: String?
    public var secure: Bool = false
    public var httpOnly: Bool = false
    public var sameSite: Cookie.SameSite = .unspecified

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
