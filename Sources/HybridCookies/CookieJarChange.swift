/// One change to a ``CookieJar``, reported to its observers.
///
/// CookieSync mirrors these into the web view's store. The jar reports a
/// `.set` only when the stored cookie really changed, so echoing a cookie
/// back from the other side does not start a loop.
package enum CookieJarChange: Sendable, Hashable {
    /// A cookie was added or replaced (same name, domain and path).
    case set(Cookie)
    /// A cookie was deleted, expired or evicted.
    case deleted(Cookie)
}
