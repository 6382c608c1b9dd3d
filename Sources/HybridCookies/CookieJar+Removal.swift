import Foundation

extension CookieJar {
    /// Removes the cookies created at or after `date`; returns how many.
    @discardableResult
    public func removeCookies(createdSince date: Date) -> Int {
        removeCookies { $0.creationTime >= date }
    }

    /// Removes the cookies of these sites (a host or domain, as HybridCore's `WebsiteDataCleaner` reports them)
    /// and of their subdomains; returns how many.
    @discardableResult
    public func removeCookies(forSites sites: [String]) -> Int {
        let names = Set(sites.map { $0.lowercased() })
        return removeCookies { cookie in names.contains { cookie.domain == $0 || cookie.domain.hasSuffix("." + $0) } }
    }

    private func removeCookies(where matches: (Cookie) -> Bool) -> Int {
        mutate { index, _ in
            let doomed = index.orderedEntries().map(\.cookie).filter(matches)
            let removed = doomed.compactMap { index.remove($0.identity) }
            return (removed.count, removed.map(CookieJarChange.deleted))
        }
    }
}
