import Foundation

/// The Public Suffix List: which domains are registries (`com`, `co.uk`,
/// `github.io`) and so must never receive a cookie meant for all their sites.
///
/// Rules are held as three hash sets, so a lookup costs one probe per label.
/// The list can come from the bundled resource (``bundled``) or from any file
/// or string, which keeps the type usable where `Bundle.module` is absent
/// (the fuzz build).
package struct PublicSuffixList: Sendable {
    private let rules: Set<String>
    private let wildcards: Set<String>
    private let exceptions: Set<String>

    /// An empty list: every domain's public suffix is its last label (the PSL `*` default rule).
    public static let empty = PublicSuffixList(rules: [String]())

    /// Builds a list from rule lines in the PSL syntax; blank lines and `//` comments are skipped.
    public init<Lines: Sequence>(rules lines: Lines) where Lines.Element: StringProtocol {
        var rules = Set<String>(), wildcards = Set<String>(), exceptions = Set<String>()
        for rawLine in lines {
            let line = String(rawLine).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).first.map(String.init) ?? ""
            if line.isEmpty || line.hasPrefix("//") { continue }
            guard let rule = DomainName.canonicalize(line) else { continue }
            if rule.hasPrefix("!") {
                exceptions.insert(String(rule.dropFirst()))
            } else if rule.hasPrefix("*.") {
                wildcards.insert(String(rule.dropFirst(2)))
            } else {
                rules.insert(rule)
            }
        }
        self.rules = rules
        self.wildcards = wildcards
        self.exceptions = exceptions
    }

    /// Reads a rule file (the compiled resource or a raw `public_suffix_list.dat`).
    public init(contentsOf url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        self.init(rules: text.split(whereSeparator: \.isNewline))
    }

    /// Number of rules of all kinds, for diagnostics.
    public var ruleCount: Int { rules.count + wildcards.count + exceptions.count }

    /// The public suffix of a canonical domain, by the PSL algorithm (longest rule, exceptions win).
    public func publicSuffix(ofCanonical domain: String) -> Substring {
        var current = Substring(domain)
        while true {
            if exceptions.contains(String(current)) {
                return DomainName.parent(of: current) ?? current
            }
            if rules.contains(String(current)) { return current }
            guard let parent = DomainName.parent(of: current) else { return current }
            if wildcards.contains(String(parent)) { return current }
            current = parent
        }
    }

    /// `true` when `domain` is itself a public suffix, so no cookie may be scoped to it.
    public func isPublicSuffix(_ domain: String) -> Bool {
        guard let canonical = Self.normalize(domain) else { return false }
        return publicSuffix(ofCanonical: canonical) == canonical
    }

    /// The registrable domain (eTLD+1), or `nil` when `domain` is a public suffix or malformed.
    public func registrableDomain(for domain: String) -> String? {
        guard let canonical = Self.normalize(domain) else { return nil }
        return registrableDomain(forCanonical: canonical)
    }

    /// As ``registrableDomain(for:)`` for a name already canonicalized by ``DomainName``.
    public func registrableDomain(forCanonical canonical: String) -> String? {
        let suffix = publicSuffix(ofCanonical: canonical)
        guard suffix.utf8.count < canonical.utf8.count else { return nil }
        var registrable = Substring(canonical)
        while let parent = DomainName.parent(of: registrable), parent.utf8.count > suffix.utf8.count {
            registrable = parent
        }
        return String(registrable)
    }

    private static func normalize(_ domain: String) -> String? {
        guard !domain.hasPrefix("."), let canonical = DomainName.canonicalize(domain),
              !canonical.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
        else { return nil }
        return canonical
    }
}
