import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
import HybridVocabulary
#endif

extension CommonParameters {
    /// `request` with the query items and headers its host is listed for; items
    /// and headers it already has are kept as they are.
    func applied(to request: URLRequest) -> URLRequest {
        guard let url = request.url else { return request }
        var result = request
        if queryHostPatterns.contains(url.host), !queryItems.isEmpty,
           var components = URLComponents(url: url, resolvingAgainstBaseURL: false) {
            let present = Set((components.queryItems ?? []).map(\.name))
            let missing = queryItems.filter { !present.contains($0.name) }
            if !missing.isEmpty {
                components.queryItems = (components.queryItems ?? []) + missing
                result.url = components.url ?? url
            }
        }
        if headerHostPatterns.contains(url.host) {
            for (name, value) in headers where result.value(forHTTPHeaderField: name) == nil {
                result.setValue(value, forHTTPHeaderField: name)
            }
        }
        return result
    }

    /// Whether a main-frame request to `url` that sent `sentHeaders` lacks something it is owed.
    func isMissing(from url: URL, sentHeaders: [String: String]) -> Bool {
        if queryHostPatterns.contains(url.host) {
            let present = Set((URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []).map(\.name))
            if queryItems.contains(where: { !present.contains($0.name) }) { return true }
        }
        guard headerHostPatterns.contains(url.host) else { return false }
        let sent = Set(sentHeaders.keys.map { $0.lowercased() })
        return headers.keys.contains { !sent.contains($0.lowercased()) }
    }

    /// Whether `sentHeaders` carry one of these headers with its value: only
    /// main-frame requests are given them, so such a request is the main frame's.
    func carriesHeaders(_ sentHeaders: [String: String]) -> Bool {
        let sent = Dictionary(sentHeaders.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        return headers.contains { sent[$0.key.lowercased()] == $0.value }
    }

    /// `request` without these headers.
    func stripped(_ request: URLRequest) -> URLRequest {
        var result = request
        for name in headers.keys { result.setValue(nil, forHTTPHeaderField: name) }
        return result
    }

    /// The values a page of `origin` (its `self.origin`) gets; none for opaque or unlisted origins.
    func scriptValues(for origin: String) -> [String: JSONValue] {
        guard let parsed = try? BridgeOrigin(origin), scriptOrigins.contains(parsed) else { return [:] }
        return scriptValues
    }
}
