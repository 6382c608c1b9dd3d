/// Whether a screen's slide is running, and a wait for it to end: a dialog a
/// page opens during a push waits for the push to finish, then shows once.
@MainActor
final class TransitionGate {
    private(set) var isRunning = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func begin() { isRunning = true }

    func end() {
        isRunning = false
        let resumed = waiting
        waiting = []
        for continuation in resumed { continuation.resume() }
    }

    /// Returns at once when no slide runs, else when it has ended.
    func settled() async {
        guard isRunning else { return }
        await withCheckedContinuation { waiting.append($0) }
    }
}
