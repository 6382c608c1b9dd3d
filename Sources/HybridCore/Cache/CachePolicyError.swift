import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A load's cache policy the engine cannot carry out, with a stable code.
public enum CachePolicyError: Error, Equatable, Sendable {
    /// WebKitGTK has no cache-only loads (`returnCacheDataDontLoad`).
    case unsupported(URLRequest.CachePolicy)

    public var code: String { "cache_policy_unsupported" }
}
