/// Answers one engine request the app decides (a download's destination, a
/// credential) exactly once, like ``ScriptDialogReply`` does for dialogs.
///
/// The first ``finish(_:)`` wins and later ones are ignored. A reply released
/// unfinished (its view went away while the app was deciding) finishes with
/// its `fallback`, the answer that grants nothing.
@MainActor
package final class EngineRequestReply<Answer> {
    private let fallback: Answer
    private var completion: (@MainActor (Answer) -> Void)?

    public init(fallback: Answer, completion: @escaping @MainActor (Answer) -> Void) {
        self.fallback = fallback
        self.completion = completion
    }

    /// Whether the engine has its answer.
    public var isFinished: Bool { completion == nil }

    /// Gives the engine `answer`, if nothing did before. Returns whether this call did.
    @discardableResult
    public func finish(_ answer: Answer) -> Bool {
        guard let completion else { return false }
        self.completion = nil
        completion(answer)
        return true
    }

    /// Gives the engine the answer that grants nothing.
    @discardableResult
    public func finishWithFallback() -> Bool { finish(fallback) }

    isolated deinit { finishWithFallback() }
}
