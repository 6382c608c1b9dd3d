/// RFC 6265bis §5.1.4 path-match.
enum CookiePath {
    /// `true` when a cookie with `cookiePath` should be sent for `requestPath`.
    static func matches(requestPath: String, cookiePath: String) -> Bool {
        let request = requestPath.utf8, cookie = cookiePath.utf8
        guard request.count >= cookie.count, request.starts(with: cookie) else { return false }
        if request.count == cookie.count || cookie.last == UInt8(ascii: "/") { return true }
        return request[request.index(request.startIndex, offsetBy: cookie.count)] == UInt8(ascii: "/")
    }
}
