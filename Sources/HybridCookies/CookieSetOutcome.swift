/// What became of one `Set-Cookie` header.
package enum CookieSetOutcome: Sendable, Hashable {
    /// The cookie is stored (new or replacing one with the same identity).
    case stored(Cookie)
    /// The cookie was already expired: any stored cookie with its identity is deleted, nothing is stored.
    case expired(Cookie)
    /// The header was ignored, and why.
    case rejected(CookieRejection)

    /// The rejection reason, if any.
    public var rejection: CookieRejection? {
        if case .rejected(let reason) = self { return reason }
        return nil
    }
}
