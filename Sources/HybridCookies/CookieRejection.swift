/// Why a `Set-Cookie` header or a cookie write was refused.
///
/// The raw values are stable codes: they appear in logs, in the CLI's output
/// and cross into JavaScript, so never rename one.
package enum CookieRejection: String, Error, Sendable, Hashable, CaseIterable {
    /// 6265bis: a header with a control character (other than HTAB) is ignored entirely.
    case controlCharacter = "control-character"
    /// The name or value is not valid UTF-8, so it cannot be stored or sent losslessly.
    case invalidEncoding = "invalid-encoding"
    /// Both the name and the value are empty.
    case emptyNameAndValue = "empty-name-and-value"
    /// Name plus value exceed the 4096-byte limit.
    case nameValueTooLong = "name-value-too-long"
    /// The request URL has no host, so the cookie has nowhere to live.
    case missingHost = "missing-host"
    /// The `Domain` attribute does not cover the request host.
    case domainMismatch = "domain-mismatch"
    /// The `Domain` attribute names a public suffix such as `com` or `github.io`.
    case publicSuffixDomain = "public-suffix-domain"
    /// A `Secure` cookie arrived from a non-secure origin.
    case secureFromInsecureOrigin = "secure-from-insecure-origin"
    /// An insecure origin tried to overwrite or shadow a secure cookie ("leave secure cookies alone").
    case overwritesSecureCookie = "overwrites-secure-cookie"
    /// Script (`document.cookie`) may not create an HttpOnly cookie.
    case httpOnlyFromScript = "http-only-from-script"
    /// Script (`document.cookie`) may not overwrite an existing HttpOnly cookie.
    case overwritesHttpOnlyCookie = "overwrites-http-only-cookie"
    /// A `__Secure-` cookie without `Secure`.
    case securePrefixViolation = "secure-prefix-violation"
    /// A `__Host-` cookie without `Secure`, with a `Domain`, or with a path other than `/`.
    case hostPrefixViolation = "host-prefix-violation"
    /// A nameless cookie whose value starts with `__Secure-` or `__Host-` would spoof a prefix.
    case namelessPrefixedValue = "nameless-prefixed-value"
    /// `SameSite=None` requires `Secure` (6265bis).
    case sameSiteNoneWithoutSecure = "same-site-none-without-secure"
    /// A `SameSite=Lax/Strict` cookie set from a cross-site context.
    case crossSiteSameSiteCookie = "cross-site-same-site-cookie"

    /// The stable string code.
    public var code: String { rawValue }
}
