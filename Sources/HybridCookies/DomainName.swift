/// Canonical host and domain names, as RFC 6265bis §5.1.2 compares them.
///
/// Everything that stores or compares a domain goes through here, so that
/// `Example.COM`, `example.com.` mistakes and IDN spellings end up identical.
package enum DomainName {
    /// Lower-case ASCII form: IDN labels become `xn--` Punycode.
    /// Returns `nil` for a name that cannot be a host (empty labels, bad code points).
    public static func canonicalize(_ name: String) -> String? {
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            let lower = name.lowercased()
            return lower.isEmpty ? nil : lower
        }
        let separators: Set<Character> = [".", "\u{3002}", "\u{FF0E}", "\u{FF61}"]
        var labels: [String] = []
        for label in name.split(omittingEmptySubsequences: false, whereSeparator: { separators.contains($0) }) {
            let lower = label.lowercased()
            if lower.utf8.allSatisfy({ $0 < 0x80 }) {
                labels.append(lower)
            } else {
                guard let encoded = Punycode.encode(lower) else { return nil }
                labels.append("xn--" + encoded)
            }
        }
        return labels.joined(separator: ".")
    }

    /// IPv4 dotted quads and bracketed or bare IPv6 literals never domain-match a parent.
    public static func isIPAddress(_ host: String) -> Bool {
        let bytes = host.utf8
        if bytes.contains(UInt8(ascii: ":")) { return true }
        guard let last = bytes.last, (0x30...0x39).contains(last) else { return false }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber)
                && Int(part).map { $0 <= 255 } == true
        }
    }

    /// RFC 6265bis domain-match: identical, or `host` ends in `.domain` and is not an IP address.
    public static func domainMatches(host: String, domain: String) -> Bool {
        if host == domain { return true }
        guard host.utf8.count > domain.utf8.count, host.utf8.suffix(domain.utf8.count).elementsEqual(domain.utf8)
        else { return false }
        let dotIndex = host.utf8.index(host.utf8.endIndex, offsetBy: -domain.utf8.count - 1)
        return host.utf8[dotIndex] == UInt8(ascii: ".") && !isIPAddress(host)
    }

    /// The domain one label up (`a.b.c` → `b.c`), or `nil` for a single label.
    public static func parent(of domain: Substring) -> Substring? {
        guard let dot = domain.firstIndex(of: ".") else { return nil }
        let rest = domain[domain.index(after: dot)...]
        return rest.isEmpty ? nil : rest
    }
}
