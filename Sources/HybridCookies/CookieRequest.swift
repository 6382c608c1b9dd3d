import Foundation

/// The parts of a URL the cookie rules look at: canonical host, raw path, security.
struct CookieRequest: Sendable {
    let host: String
    let path: String
    let isSecure: Bool

    /// `nil` when the URL has no host.
    init?(url: URL, secureSchemes: Set<String>) {
        guard let rawHost = url.host, !rawHost.isEmpty else { return nil }
        var hostName = rawHost
        if hostName.hasPrefix("["), hostName.hasSuffix("]") { hostName = String(hostName.dropFirst().dropLast()) }
        guard let canonical = DomainName.canonicalize(hostName) else { return nil }
        host = canonical
        let rawPath = url.path(percentEncoded: true)
        path = rawPath.isEmpty ? "/" : rawPath
        let scheme = url.scheme?.lowercased() ?? ""
        isSecure = secureSchemes.contains(scheme) || Self.isLoopback(canonical)
    }

    /// Loopback hosts are potentially trustworthy origins, as browsers treat them.
    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host.utf8.elementsEqual("::1".utf8)
            || host.utf8.starts(with: "127.".utf8) && DomainName.isIPAddress(host)
            || host.utf8.count > 10 && host.utf8.suffix(10).elementsEqual(".localhost".utf8)
    }

    /// RFC 6265bis §5.1.4 default-path: the directory of the request path.
    var defaultPath: String {
        guard path.hasPrefix("/"), let lastSlash = path.lastIndex(of: "/"), lastSlash != path.startIndex
        else { return "/" }
        return String(path[..<lastSlash])
    }
}
