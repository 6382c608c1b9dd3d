import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
import HybridVocabulary
#endif
import HybridEngineInterface

/// The one check every engine makes before it starts a load, so a bad URL
/// fails the same way on both: a typed `EngineError/invalidURL(_:)`, never
/// WebKit's silent `about:blank`.
package enum LoadableURL {
    /// The request's URL, when an engine can load it.
    public static func check(_ request: URLRequest) throws -> URL {
        guard let url = request.url else { throw EngineError.invalidURL("the request has no URL") }
        try check(url)
        return url
    }

    /// A scheme; for http(s) a host, and a port the Fetch standard does not block.
    public static func check(_ url: URL) throws {
        guard let scheme = url.scheme?.lowercased(), !scheme.isEmpty else {
            throw EngineError.invalidURL("\(url.absoluteString) has no scheme")
        }
        guard scheme == "http" || scheme == "https" else { return }
        guard let host = url.host, !host.isEmpty else { throw EngineError.invalidURL("\(url.absoluteString) has no host") }
        if let port = url.port, BlockedPorts.contains(port) {
            throw EngineError.invalidURL("port \(port) is blocked by WebKit (the Fetch standard's bad ports)")
        }
    }
}

extension WebEngineView {
    /// What every engine's `load` checks first: the view is open, and the request's URL is loadable.
    public func loadableURL(_ request: URLRequest) throws -> URL {
        guard !isClosed else { throw EngineError.viewClosed }
        return try LoadableURL.check(request)
    }
}
