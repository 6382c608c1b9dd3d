/// Runs work with a time limit and returns whichever comes first: its result
/// or `onTimeout`. The losing side is cancelled; the result is returned once.
@MainActor
enum BridgeDeadline {
    static func run<T: Sendable>(
        timeout: Duration,
        onTimeout: T,
        _ work: @escaping @MainActor () async -> T
    ) async -> T {
        let settle = SettleOnce<T>()
        return await withCheckedContinuation { continuation in
            settle.continuation = continuation
            let worker = Task { @MainActor in settle.resume(await work()) }
            settle.timer = Task { @MainActor in
                guard (try? await Task.sleep(for: timeout)) != nil else { return }
                settle.resume(onTimeout)
                worker.cancel()
            }
        }
    }
}

/// A continuation resumed by the first of two racers only.
@MainActor
final class SettleOnce<T: Sendable> {
    var continuation: CheckedContinuation<T, Never>?
    var timer: Task<Void, Never>?

    func resume(_ value: T) {
        guard let continuation else { return }
        self.continuation = nil
        timer?.cancel()
        continuation.resume(returning: value)
    }
}
