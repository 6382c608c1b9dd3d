/// When the sync reads the engine's cookie store.
///
/// The store says only *that* something changed, never what, and a page can
/// change it thousands of times a second; each read costs the whole store. So a
/// burst of notices costs one read: it starts once the store has been quiet for
/// ``Timing/quiet``, or ``Timing/longest`` after the first unread notice (a page
/// that never stops is still followed). One read runs at a time; notices during
/// it schedule the next. ``flush()`` reads at once instead of waiting for quiet.
@MainActor
final class CookieStoreReads {
    /// How long a burst's quiet and its longest wait are.
    struct Timing: Sendable {
        var quiet: Duration
        var longest: Duration
        /// A flood's writes reach the store at most ~100 ms apart (the write limit lets 50 a
        /// second through, in clumps); a read of a large store costs 100–500 ms here, so
        /// reading between them stalled loads. A page that writes for more than 10 s is read every 10 s.
        static let standard = Timing(quiet: .milliseconds(250), longest: .seconds(10))
    }

    typealias Read = @MainActor () async throws -> Void
    private let timing: Timing
    private let read: Read
    private let onError: @MainActor (any Error) -> Void
    private var firstUnread: ContinuousClock.Instant?
    private var lastNotice: ContinuousClock.Instant?
    private var timer: Task<Void, Never>?
    private var isReading = false
    /// A flush is waiting for a read that has not started: start it without waiting for quiet.
    private var isUrgent = false
    private var started = 0
    private var finished = 0
    private var waiters: [(read: Int, continuation: CheckedContinuation<Void, Never>)] = []

    init(timing: Timing, read: @escaping Read, onError: @escaping @MainActor (any Error) -> Void) {
        self.timing = timing
        self.read = read
        self.onError = onError
    }

    /// Whether a read is running or waiting for its burst to end.
    var isDue: Bool { isReading || firstUnread != nil }

    /// The store changed: a read is due, after the burst.
    func storeChanged() {
        let now = ContinuousClock.now
        if firstUnread == nil { firstUnread = now }
        lastNotice = now
        if timer == nil && !isReading { armTimer() }
    }

    /// Returns once every change noticed so far has been read; starts that read now.
    func flush() async {
        let target: Int
        if firstUnread != nil {
            if isReading {
                isUrgent = true
                target = started + 1
            } else {
                startRead()
                target = started
            }
        } else if isReading {
            target = started
        } else {
            return
        }
        await withCheckedContinuation { waiters.append((target, $0)) }
    }

    private var deadline: ContinuousClock.Instant? {
        guard let firstUnread, let lastNotice else { return nil }
        return min(lastNotice + timing.quiet, firstUnread + timing.longest)
    }

    private func armTimer() {
        timer = Task { @MainActor [weak self] in
            // One timer per burst: notices only move the deadline, they schedule nothing.
            while let deadline = self?.deadline, deadline > .now {
                try? await Task.sleep(until: deadline, clock: .continuous)
                if Task.isCancelled { return }
            }
            guard let self, !Task.isCancelled else { return }
            timer = nil
            if firstUnread != nil && !isReading { startRead() }
        }
    }

    private func startRead() {
        timer?.cancel()
        timer = nil
        firstUnread = nil
        lastNotice = nil
        isUrgent = false
        isReading = true
        started += 1
        Task { @MainActor in
            do { try await read() } catch { onError(error) }
            isReading = false
            finished += 1
            if firstUnread != nil { isUrgent ? startRead() : armTimer() }
            let done = waiters.filter { $0.read <= finished || !isReading }
            waiters.removeAll { $0.read <= finished || !isReading }
            for waiter in done { waiter.continuation.resume() }
        }
    }
}
