import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HybridVocabulary

/// WebKitGTK's `load_request` has no cache policy, so a load's policy is
/// carried by the request's own `Cache-Control`, which WebKit's network cache
/// reads for the main document (subresources follow their own headers):
/// - use protocol cache policy: nothing added;
/// - reload ignoring cache: `no-cache`, so the document is revalidated (200 or 304);
///   reloading the page already shown bypasses the cache for every resource instead;
/// - return cache else load: `max-stale`, so a stale copy is used as is;
/// - cache only: no WebKitGTK equivalent, refused with ``EngineError/cachePolicyUnsupported(_:)``.
enum CachePolicyHeaders {
    static func headers(for policy: URLRequest.CachePolicy) throws -> [String: String] {
        switch policy {
        case .reloadIgnoringLocalCacheData, .reloadIgnoringLocalAndRemoteCacheData, .reloadRevalidatingCacheData:
            ["Cache-Control": "no-cache", "Pragma": "no-cache"]
        case .returnCacheDataElseLoad: ["Cache-Control": "max-stale"]
        case .returnCacheDataDontLoad: throw EngineError.cachePolicyUnsupported("returnCacheDataDontLoad")
        default: [:]
        }
    }

    /// Whether `policy` asks to bypass the cache: for the page already shown, a full bypassing reload.
    static func bypasses(_ policy: URLRequest.CachePolicy) -> Bool {
        [.reloadIgnoringLocalCacheData, .reloadIgnoringLocalAndRemoteCacheData].contains(policy)
    }
}
