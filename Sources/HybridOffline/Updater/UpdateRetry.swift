import Foundation

/// How a failed request is retried: 5xx answers, timeouts and connection errors
/// wait `initialDelay`, then twice as long each time up to `maximumDelay`, for
/// `attempts` tries in all. A retried file resumes where its bytes stopped.
public struct UpdateRetry: Sendable, Equatable {
    /// Tries per request, the first included (at least 1).
    public var attempts: Int
    public var initialDelay: Duration
    public var maximumDelay: Duration
    /// A request with no bytes arriving for this long fails as a timeout (and is retried).
    public var idleTimeout: Duration

    public init(attempts: Int = 5, initialDelay: Duration = .milliseconds(500), maximumDelay: Duration = .seconds(30),
                idleTimeout: Duration = .seconds(30)) {
        self.attempts = max(1, attempts)
        self.initialDelay = initialDelay
        self.maximumDelay = maximumDelay
        self.idleTimeout = idleTimeout
    }

    /// The wait before try `attempt + 1` (attempt 1 is the first try).
    public func delay(after attempt: Int) -> Duration {
        var delay = initialDelay
        for _ in 1..<max(1, attempt) where delay < maximumDelay { delay *= 2 }
        return min(delay, maximumDelay)
    }
}
