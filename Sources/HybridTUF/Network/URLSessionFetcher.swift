import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Downloads over HTTP(S) with URLSession, one session per transfer, no cache (a
/// cached timestamp would hide a new one) and the limits of ``FetchLimits``.
public struct URLSessionFetcher: TUFFetcher {
    public let limits: FetchLimits

    public init(limits: FetchLimits = FetchLimits()) {
        self.limits = limits
    }

    public func fetch(_ url: URL, maximumLength: Int) async throws(TUFError) -> [UInt8] {
        switch try await fetch(url, maximumLength: maximumLength, ifChangedFrom: nil) {
        case .changed(let bytes, _): return bytes
        case .notModified: throw .httpStatus(url: url.absoluteString, status: 304)
        }
    }

    public func fetch(_ url: URL, maximumLength: Int, ifChangedFrom validators: HTTPValidators?) async throws(TUFError) -> ConditionalFetch {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = limits.idle
        configuration.timeoutIntervalForResource = limits.total
        let transfer = BoundedTransfer(url: url, maximumLength: maximumLength, limits: limits)
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: queue)
        defer { session.invalidateAndCancel() }
        var request = URLRequest(url: url)
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        for (name, value) in validators?.requestHeaders ?? [:] { request.setValue(value, forHTTPHeaderField: name) }
        let result = await transfer.run(session.dataTask(with: request))
        if case .failure(.httpStatus(_, 304)) = result, validators != nil { return .notModified }
        return .changed(try result.get(), transfer.validators)
    }
}
