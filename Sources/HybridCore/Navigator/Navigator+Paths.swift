import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridVocabulary

extension Navigator {
    /// Fetches a newer path configuration from `url` (HTTPS, or HTTP to this
    /// machine, on every redirect too; at most 1 MB, read no further), and uses it only once it parsed whole; then keeps a copy at
    /// `cache` for the next launch (`PathConfiguration(contentsOf:)`). A fetch
    /// that fails or a document that does not parse throws and leaves the rules in force.
    public func refreshPaths(from url: URL, cachingAt cache: URL? = nil, timeout: Duration = .seconds(15)) async throws {
        guard PathConfigurationFetch.isAllowed(url) else {
            throw PathConfigurationError("a path configuration is fetched over HTTPS, not from \(url.absoluteString)")
        }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout.timeInterval)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let data = try await PathConfigurationFetch.fetch(request).get()
        let fetched = try PathConfiguration(json: data)
        paths = fetched
        logger.notice("path configuration from \(url.absoluteString): \(fetched.rules.count) rules")
        guard let cache else { return }
        do { try data.write(to: cache, options: .atomic) } catch {
            logger.warning("the path configuration is in use but could not be cached at \(cache.path): \(error.localizedDescription)")
        }
    }
}
