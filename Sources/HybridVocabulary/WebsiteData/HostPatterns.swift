/// A list of hosts, exact (`m.example.com`) or a domain and all its subdomains
/// (`*.example.com`), compared case-insensitively. Empty allows nothing.
/// Apps pass the patterns as `[String]`; this is how the project matches them.
package struct HostPatterns: Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The patterns as given.
    package let patterns: [String]
    private var exact: Set<String> = []
    private var domains: Set<String> = []

    /// `*.example.com` lists `example.com` and every host under it; anything else is one exact host.
    package init(_ patterns: [String]) {
        self.patterns = patterns
        for pattern in patterns.map({ $0.lowercased() }) {
            if pattern.hasPrefix("*.") { domains.insert(String(pattern.dropFirst(2))) } else { exact.insert(pattern) }
        }
    }

    package init(arrayLiteral patterns: String...) { self.init(patterns) }

    /// Whether `host` is listed; `nil` (no host: `about:blank`, `data:`) never is.
    package func contains(_ host: String?) -> Bool {
        guard var host = host?.lowercased(), !host.isEmpty else { return false }
        if host.hasSuffix(".") { host.removeLast() }
        if exact.contains(host) { return true }
        return domains.contains { host == $0 || host.hasSuffix("." + $0) }
    }
}
