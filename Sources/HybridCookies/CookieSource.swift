/// Which API a cookie write came through.
///
/// RFC 6265bis distinguishes HTTP responses from "non-HTTP" APIs such as
/// `document.cookie`: the latter may neither create nor overwrite an HttpOnly
/// cookie, which is what keeps session tokens away from injected script.
package enum CookieSource: String, Sendable, Hashable {
    /// A `Set-Cookie` response header.
    case http
    /// A script API such as `document.cookie`.
    case script
}
