import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How one request to the feed failed, and whether trying again can help:
/// 5xx, timeouts and broken connections are retried (with backoff); 4xx, a body
/// that cannot be the file and cancellation are not.
enum FeedAttemptFailure: Error {
    case retryable(PackageUpdateError)
    case final(PackageUpdateError)

    var error: PackageUpdateError {
        switch self { case .retryable(let error), .final(let error): error }
    }

    /// A status that is not success: 5xx and 408/429 are worth another try.
    static func status(_ status: Int, path: String) -> FeedAttemptFailure {
        status >= 500 || status == 408 || status == 429 ? .retryable(.httpStatus(status, path: path)) : .final(.httpStatus(status, path: path))
    }

    /// A transport error from URLSession.
    static func transport(_ error: any Error) -> FeedAttemptFailure {
        if let failure = error as? FeedAttemptFailure { return failure }
        if error is CancellationError { return .final(.cancelled) }
        if let url = error as? URLError, url.code == .cancelled { return .final(.cancelled) }
        return .retryable(.network(String(describing: error)))
    }
}
