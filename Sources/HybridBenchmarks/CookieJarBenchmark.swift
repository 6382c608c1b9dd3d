import Foundation
import HybridCore
import HybridCookies
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Measures the cookie jar against Foundation's `HTTPCookieStorage` on the same data.
///
/// The container looks cookies up on every request and every CookieSync pass,
/// so lookups must stay cheap as the jar grows; this is the number that shows it.
/// Both stores get the same `Set-Cookie` headers (parsing is part of insert time)
/// and are asked about the same URLs.
package struct CookieJarBenchmark {
    var domainCount = 1_000
    var cookiesPerDomain = 10
    var lookupCount = 5_000

    package init() {}

    /// Keys: `{jar,foundation}_{insert,lookup,header}_us` (µs per operation), `cookies`,
    /// `jar_lookup_cookies` (cookies a lookup returns, to show both did the same work) and
    /// `lookup_speedup` / `header_speedup` / `insert_speedup` (Foundation time ÷ jar time).
    package func run() -> [String: Double] {
        let inserts = makeInserts()
        let lookups = makeLookupURLs()
        let jar = CookieJar(configuration: .init(maxCookies: max(12_000, inserts.count)))
        // A separate store from the app's shared one. On Linux it is also a file, so one fixed
        // identifier, emptied before and after, keeps runs from piling up files.
        let storage = HTTPCookieStorage.sharedCookieStorage(forGroupContainerIdentifier: "hybridkit-bench")
        storage.removeCookies(since: .distantPast)
        storage.cookieAcceptPolicy = .always
        defer { storage.removeCookies(since: .distantPast) }

        var results: [String: Double] = ["cookies": Double(inserts.count)]
        results["jar_insert_us"] = Self.microseconds(per: inserts.count) {
            for (header, url) in inserts { jar.set(setCookieHeader: header, for: url) }
        }
        results["foundation_insert_us"] = Self.microseconds(per: inserts.count) {
            for (header, url) in inserts {
                let cookies = HTTPCookie.cookies(withResponseHeaderFields: ["Set-Cookie": header], for: url)
                storage.setCookies(cookies, for: url, mainDocumentURL: nil)
            }
        }
        var returned = 0
        results["jar_lookup_us"] = Self.microseconds(per: lookups.count) {
            for url in lookups { returned += jar.cookies(for: url).count }
        }
        results["foundation_lookup_us"] = Self.microseconds(per: lookups.count) {
            for url in lookups { _ = storage.cookies(for: url) }
        }
        results["jar_header_us"] = Self.microseconds(per: lookups.count) {
            for url in lookups { _ = jar.cookieHeader(for: url) }
        }
        results["foundation_header_us"] = Self.microseconds(per: lookups.count) {
            for url in lookups { _ = HTTPCookie.requestHeaderFields(with: storage.cookies(for: url) ?? [])["Cookie"] }
        }
        results["jar_lookup_cookies"] = Double(returned) / Double(max(1, lookups.count))
        results["lookup_speedup"] = Self.ratio(results["foundation_lookup_us"], results["jar_lookup_us"])
        results["header_speedup"] = Self.ratio(results["foundation_header_us"], results["jar_header_us"])
        results["insert_speedup"] = Self.ratio(results["foundation_insert_us"], results["jar_insert_us"])
        return results
    }

    /// Per domain: host-only and domain cookies on two paths, all live for a day.
    func makeInserts() -> [(String, URL)] {
        var inserts: [(String, URL)] = []
        inserts.reserveCapacity(domainCount * cookiesPerDomain)
        for domain in 0..<domainCount {
            let url = URL(string: "https://www.site\(domain).com/app/page")!
            for index in 0..<cookiesPerDomain {
                let scope = index % 2 == 0 ? "; Domain=site\(domain).com" : ""
                let path = index % 3 == 0 ? "/app" : "/"
                inserts.append(("c\(index)=value\(domain)-\(index); Max-Age=86400; Path=\(path)\(scope)", url))
            }
        }
        return inserts
    }

    /// A deterministic spread of request URLs over all domains.
    func makeLookupURLs() -> [URL] {
        (0..<lookupCount).map { index in
            let domain = (index * 7_919) % domainCount
            return URL(string: "https://www.site\(domain).com/app/page?q=\(index)")!
        }
    }

    static func microseconds(per count: Int, _ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        return Double(elapsed) / 1_000 / Double(max(1, count))
    }

    static func ratio(_ numerator: Double?, _ denominator: Double?) -> Double {
        guard let numerator, let denominator, denominator > 0 else { return 0 }
        return numerator / denominator
    }
}
