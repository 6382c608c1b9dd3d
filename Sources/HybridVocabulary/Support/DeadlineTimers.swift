/// One timer for every deadline (bridge calls, dialogs, boot checks): it sleeps until the earliest one, fires
/// what is due, and sleeps again. Scheduling and cancelling are dictionary
/// operations, with no task per call.
@MainActor
package final class DeadlineTimers {
    package static let shared = DeadlineTimers()

    private let clock = ContinuousClock()
    private var entries: [UInt64: (deadline: ContinuousClock.Instant, fire: @MainActor () -> Void)] = [:]
    private var nextKey: UInt64 = 0
    private var timer: Task<Void, Never>?
    private var timerDeadline: ContinuousClock.Instant?

    /// Calls `fire` after `delay` unless the returned cancel function runs first.
    package func schedule(after delay: Duration, _ fire: @escaping @MainActor () -> Void) -> () -> Void {
        nextKey += 1
        let key = nextKey
        let deadline = clock.now + delay
        entries[key] = (deadline, fire)
        if timerDeadline.map({ deadline < $0 }) ?? true { arm(at: deadline) }
        return { [weak self] in self?.entries[key] = nil }
    }

    private func arm(at deadline: ContinuousClock.Instant) {
        timer?.cancel()
        timerDeadline = deadline
        timer = Task { @MainActor [weak self] in
            guard (try? await Task.sleep(until: deadline, clock: ContinuousClock())) != nil else { return }
            self?.fireDue()
        }
    }

    private func fireDue() {
        timer = nil
        timerDeadline = nil
        let now = clock.now
        let due = entries.filter { $0.value.deadline <= now }
        for key in due.keys { entries[key] = nil }
        for entry in due.values.sorted(by: { $0.deadline < $1.deadline }) { entry.fire() }
        if let next = entries.values.map(\.deadline).min() { arm(at: next) }
    }
}
