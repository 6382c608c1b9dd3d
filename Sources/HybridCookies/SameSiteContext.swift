/// The site relationship of a request, which decides whether SameSite cookies go along.
///
/// Only the caller (the navigation layer) knows whether a request is
/// cross-site, so it is passed in; the default is same-site, which is what a
/// container loading its own app pages usually does.
package struct SameSiteContext: Sendable, Hashable {
    /// The request's site is the same as the top-level site.
    public var isSameSite: Bool
    /// The request navigates the top-level frame (a link click, not an iframe or fetch).
    public var isTopLevelNavigation: Bool
    /// The method is safe (GET, HEAD, OPTIONS, TRACE); Lax cookies only follow safe cross-site navigations.
    public var isSafeMethod: Bool

    public init(isSameSite: Bool, isTopLevelNavigation: Bool = false, isSafeMethod: Bool = true) {
        self.isSameSite = isSameSite
        self.isTopLevelNavigation = isTopLevelNavigation
        self.isSafeMethod = isSafeMethod
    }

    /// A same-site request: every cookie may be sent.
    public static let sameSite = SameSiteContext(isSameSite: true)

    /// A cross-site request; Lax cookies go along only on a safe top-level navigation.
    public static func crossSite(topLevelNavigation: Bool = false, safeMethod: Bool = true) -> SameSiteContext {
        SameSiteContext(isSameSite: false, isTopLevelNavigation: topLevelNavigation, isSafeMethod: safeMethod)
    }

    /// Whether a cookie with `sameSite` may be sent (or set) in this context.
    func allows(_ sameSite: Cookie.SameSite, unspecifiedIsLax: Bool) -> Bool {
        if isSameSite { return true }
        switch sameSite {
        case .none: return true
        case .strict: return false
        case .lax: return isTopLevelNavigation && isSafeMethod
        case .unspecified: return unspecifiedIsLax ? isTopLevelNavigation && isSafeMethod : true
        }
    }
}
