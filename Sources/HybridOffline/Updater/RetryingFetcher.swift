import Foundation
import HybridTUF

/// Tries a metadata or manifest download again after ``UpdateRetry``'s backoff when
/// the failure may pass (a 5xx, a broken connection, an idle timeout); a 4xx, a
/// file too large or a missed total deadline is final at once.
struct RetryingFetcher: TUFFetcher {
    let base: any TUFFetcher
    let retry: UpdateRetry

    func fetch(_ url: URL, maximumLength: Int) async throws(TUFError) -> [UInt8] {
        switch try await fetch(url, maximumLength: maximumLength, ifChangedFrom: nil) {
        case .changed(let bytes, _): return bytes
        case .notModified: throw .httpStatus(url: url.absoluteString, status: 304)
        }
    }

    func fetch(_ url: URL, maximumLength: Int, ifChangedFrom validators: HTTPValidators?) async throws(TUFError) -> ConditionalFetch {
        var attempt = 1
        while true {
            do {
                return try await base.fetch(url, maximumLength: maximumLength, ifChangedFrom: validators)
            } catch {
                guard attempt < retry.attempts, Self.isPassing(error), !Task.isCancelled else { throw error }
                do { try await Task.sleep(for: retry.delay(after: attempt)) } catch { throw .network(url: url.absoluteString, reason: "cancelled") }
                attempt += 1
            }
        }
    }

    private static func isPassing(_ error: TUFError) -> Bool {
        switch error {
        case .httpStatus(_, let status): status >= 500
        case .network, .idleTimeout: true
        default: false
        }
    }
}
