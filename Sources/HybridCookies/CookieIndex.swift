import Foundation

/// The jar's storage: cookies bucketed by their `domain`, so a lookup touches
/// only the buckets of the request host and its parent domains.
///
/// A value type with no locking; ``CookieJar`` owns one behind its lock. Each
/// entry carries a sequence number that breaks creation-time ties, because a
/// fixed or coarse clock gives many cookies the same creation time.
struct CookieIndex {
    struct Entry {
        var cookie: Cookie
        let sequence: UInt64
    }

    var buckets: [String: [Entry]] = [:]
    /// Registrable domain (or the bare domain when it has none) → bucket keys under it.
    private(set) var domainsBySite: [String: Set<String>] = [:]
    private(set) var countBySite: [String: Int] = [:]
    private(set) var count = 0
    private var nextSequence: UInt64 = 0
    let publicSuffixList: PublicSuffixList

    init(publicSuffixList: PublicSuffixList) {
        self.publicSuffixList = publicSuffixList
    }

    /// The eviction group of a domain: its registrable domain, else the domain itself.
    func site(of domain: String) -> String {
        publicSuffixList.registrableDomain(forCanonical: domain) ?? domain
    }

    func cookie(for identity: Cookie.Identity) -> Cookie? {
        buckets[identity.domain]?.first { $0.cookie.identity == identity }?.cookie
    }

    /// Inserts or replaces by identity; a replacement keeps its place in creation order.
    /// Returns the replaced cookie.
    @discardableResult
    mutating func upsert(_ cookie: Cookie) -> Cookie? {
        let domain = cookie.domain
        if let position = buckets[domain]?.firstIndex(where: { $0.cookie.identity == cookie.identity }) {
            let old = buckets[domain]![position].cookie
            buckets[domain]![position].cookie = cookie
            return old
        }
        nextSequence += 1
        buckets[domain, default: []].append(Entry(cookie: cookie, sequence: nextSequence))
        let site = site(of: domain)
        domainsBySite[site, default: []].insert(domain)
        countBySite[site, default: 0] += 1
        count += 1
        return nil
    }

    /// Removes by identity and returns the removed cookie.
    @discardableResult
    mutating func remove(_ identity: Cookie.Identity) -> Cookie? {
        guard let position = buckets[identity.domain]?.firstIndex(where: { $0.cookie.identity == identity })
        else { return nil }
        let removed = buckets[identity.domain]!.remove(at: position).cookie
        let site = site(of: identity.domain)
        if buckets[identity.domain]!.isEmpty {
            buckets[identity.domain] = nil
            domainsBySite[site]?.remove(identity.domain)
            if domainsBySite[site]?.isEmpty == true { domainsBySite[site] = nil }
        }
        countBySite[site, default: 1] -= 1
        if countBySite[site] == 0 { countBySite[site] = nil }
        count -= 1
        return removed
    }

    mutating func removeAll() -> [Cookie] {
        let all = orderedEntries().map(\.cookie)
        buckets = [:]
        domainsBySite = [:]
        countBySite = [:]
        count = 0
        return all
    }

    /// Every entry, in creation order.
    func orderedEntries() -> [Entry] {
        buckets.values.joined().sorted(by: Self.creationOrder)
    }

    /// Entries of the buckets at `domain`, its parents, and (when `includeSubdomains`) its subdomains.
    func entries(relatedTo domain: String, includeSubdomains: Bool) -> [Entry] {
        var keys: [String] = []
        var current: Substring? = Substring(domain)
        while let key = current {
            keys.append(String(key))
            current = DomainName.parent(of: key)
        }
        if includeSubdomains, let under = domainsBySite[site(of: domain)] {
            keys += under.filter { $0 != domain && DomainName.domainMatches(host: $0, domain: domain) }
        }
        return keys.flatMap { buckets[$0] ?? [] }
    }

    static func creationOrder(_ lhs: Entry, _ rhs: Entry) -> Bool {
        if lhs.cookie.creationTime != rhs.cookie.creationTime {
            return lhs.cookie.creationTime < rhs.cookie.creationTime
        }
        return lhs.sequence < rhs.sequence
    }
}
