import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The feed's files over HTTP, with URLSession on Apple platforms and Linux alike,
/// streamed to disk (metadata goes through the TUF client). Failures worth
/// another try (5xx, timeouts, broken connections, a file whose bytes do not
/// hash) are tried again after ``UpdateRetry``'s backoff; a file resumes where it stopped.
struct FeedClient: Sendable {
    let base: URL
    let retry: UpdateRetry

    init(base: URL, retry: UpdateRetry) {
        self.base = base.absoluteString.hasSuffix("/") ? base : base.appendingPathComponent("")
        self.retry = retry
    }

    /// No cache and no cookies: what goes out is exactly what the updater asked for.
    static func configuration(idleTimeout: Duration) -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.timeoutIntervalForRequest = idleTimeout.timeInterval
        return configuration
    }

    func url(_ path: String) -> URL { URL(string: path, relativeTo: base)!.absoluteURL }

    /// Downloads `entry` from `url` (its target in the feed) into `partial`, resuming the bytes
    /// already there, until its size and SHA-256 match. Throws `file_hash_mismatch` when no try produced them.
    func download(_ entry: PackageFileEntry, from url: URL, into partial: URL, onBytes: @escaping @Sendable (Int64) -> Void) async throws {
        let path = try FeedLayout.fileTarget(entry.sha256)
        let file = try FeedPartialFile(url: partial, expected: entry)
        onBytes(file.count)
        // Wrong bytes: none of them can be trusted, so the next try starts from nothing.
        let discard = {
            let thrownAway = file.count
            try file.restart()
            onBytes(-thrownAway)
            return FeedAttemptFailure.retryable(.fileHashMismatch(sha256: entry.sha256))
        }
        try await retrying { _ in
            if !file.isComplete {
                do {
                    try await FeedFileTransfer.run(url, path: path, into: file, idleTimeout: retry.idleTimeout, onBytes: onBytes)
                } catch let failure as FeedAttemptFailure {
                    if case .fileHashMismatch = failure.error { throw try discard() }  // longer than the manifest says
                    throw failure
                }
            }
            // The response ended cleanly (a cut connection is an error) with fewer bytes than the manifest says.
            guard file.isComplete else { throw try discard() }
            guard file.matches else { throw try discard() }
        }
        try file.synchronize()
    }

    /// Runs `attempt` until it returns, a failure is final, or the tries run out; waits with backoff between.
    private func retrying<T>(_ attempt: (Int) async throws -> T) async throws -> T {
        var last = PackageUpdateError.network("no attempt was made")
        for number in 1...retry.attempts {
            if Task.isCancelled { throw PackageUpdateError.cancelled }
            do { return try await attempt(number) } catch let failure as FeedAttemptFailure {
                guard case .retryable(let error) = failure else { throw failure.error }
                last = error
            }
            guard number < retry.attempts else { break }
            do { try await Task.sleep(for: retry.delay(after: number)) } catch { throw PackageUpdateError.cancelled }
        }
        throw last
    }
}
