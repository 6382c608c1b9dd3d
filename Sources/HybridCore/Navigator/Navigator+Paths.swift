import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridEngineSupport

extension Navigator {
    /// Fetches a newer path configuration from `url` (HTTPS, or HTTP to this
    /// machine), and uses it only once it parsed whole; then keeps a copy at
    /// `cache` for the next launch (`PathConfiguration(contentsOf:)`). A fetch
    /// that fails or a document that does not parse throws and leaves the rules in force.
    public func refreshPaths(from url: URL, cachingAt cache: URL? = nil, timeout: Duration = .seconds(15)) async throws {
        let host = url.host?.lowercased() ?? ""
        guard url.scheme?.lowercased() == "https" || (url.scheme?.lowercased() == "http" && ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host)) else {
            throw PathConfigurationError("a path configuration is fetched over HTTPS, not from \(url.absoluteString)")
        }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout.timeInterval)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let data: Data
        let response: URLResponse
        do { (data, response) = try await URLSession.shared.data(for: request) } catch {
            throw PathConfigurationError("the path configuration at \(url.absoluteString) could not be fetched: \(error.localizedDescription)")
        }
        guard let status = (response as? HTTPURLResponse)?.statusCode, status == 200 else {
            throw PathConfigurationError("the path configuration at \(url.absoluteString) answered \((response as? HTTPURLResponse)?.statusCode ?? 0), not 200")
        }
        let fetched = try PathConfiguration(json: data)
        paths = fetched
        logger.notice("path configuration from \(url.absoluteString): \(fetched.rules.count) rules")
        guard let cache else { return }
        do { try data.write(to: cache, options: .atomic) } catch {
            logger.warning("the path configuration is in use but could not be cached at \(cache.path): \(error.localizedDescription)")
        }
    }
}
