import HybridVocabulary
/// Native-to-page calls waiting for the page's answer.
///
/// Each settles exactly once: with the page's answer, with `timeout`, or with
/// `page_gone` when the page goes away. Answers for ids that are unknown or
/// already settled are ignored.
@MainActor
final class PendingNativeCalls {
    private var waiting: [String: SettleOnce<Result<RawJSON, BridgeError>>] = [:]

    var count: Int { waiting.count }

    /// Registers `id` (a call of the page function `name`), runs `start`, and waits for the call to settle.
    func wait(id: String, name: String = "", timeout: Duration, start: () -> Void) async -> Result<RawJSON, BridgeError> {
        let settle = SettleOnce<Result<RawJSON, BridgeError>>()
        waiting[id] = settle
        let result = await withCheckedContinuation { continuation in
            settle.continuation = continuation
            settle.cancelTimeout = DeadlineTimers.shared.schedule(after: timeout) { [weak self] in
                self?.settle(id, with: .failure(.timeout(name.isEmpty ? id : name)))
            }
            start()
        }
        return result
    }

    /// Settles `id`; returns `false` (and does nothing) when it is not waiting.
    @discardableResult
    func settle(_ id: String, with result: Result<RawJSON, BridgeError>) -> Bool {
        guard let settle = waiting.removeValue(forKey: id) else { return false }
        settle.resume(result)
        return true
    }

    /// Settles every waiting call with `error`.
    func failAll(_ error: BridgeError) {
        let all = waiting
        waiting.removeAll()
        for settle in all.values { settle.resume(.failure(error)) }
    }
}
