/// Makes every feed request settle even when URLSession goes quiet: every second it
/// asks the transfer to give up if nothing arrived for the request's own timeout
/// plus two seconds (URLSession's timeout fires first whenever it works).
enum FeedTransferWatchdog {
    /// `expire` gets the idle limit and returns `true` once it ended the transfer.
    static func start(idleTimeout: Duration, expire: @escaping @Sendable (Duration) -> Bool) -> Task<Void, Never> {
        let limit = idleTimeout + .seconds(2)
        return Task {
            while !Task.isCancelled {
                do { try await Task.sleep(for: .seconds(1)) } catch { return }
                if expire(limit) { return }
            }
        }
    }
}
