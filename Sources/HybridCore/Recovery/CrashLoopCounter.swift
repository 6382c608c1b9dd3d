/// Counts web-process terminations inside a sliding window, to tell a crash
/// loop from a one-off crash.
struct CrashLoopCounter {
    private var times: [ContinuousClock.Instant] = []

    /// Records a termination at `now`; returns how many fall inside `window`, this one included.
    mutating func record(at now: ContinuousClock.Instant, window: Duration) -> Int {
        times.append(now)
        times.removeAll { now - $0 > window }
        return times.count
    }

    mutating func reset() { times.removeAll() }
}
