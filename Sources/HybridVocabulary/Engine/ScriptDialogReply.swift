/// Calls an engine's dialog completion handler exactly once.
///
/// WKWebView raises an exception, and crashes the app, when a dialog's
/// completion handler is dropped uncalled or called twice. The first
/// ``finish(_:)`` wins, later ones are ignored, and a reply released unfinished
/// (its view went away mid-dialog) finishes as a user's dismissal.
@MainActor
package final class ScriptDialogReply {
    public let kind: ScriptDialog.Kind
    private var completion: (@MainActor (ScriptDialog.Result) -> Void)?

    public init(kind: ScriptDialog.Kind, completion: @escaping @MainActor (ScriptDialog.Result) -> Void) {
        self.kind = kind
        self.completion = completion
    }

    /// Whether the completion handler has run.
    public var isFinished: Bool { completion == nil }

    /// Runs the completion handler with `result`, if nothing did before. Returns whether this call did.
    @discardableResult
    public func finish(_ result: ScriptDialog.Result) -> Bool {
        guard let completion else { return false }
        self.completion = nil
        completion(result)
        return true
    }

    /// Finishes as a user who closed the dialog would.
    @discardableResult
    public func dismiss() -> Bool { finish(.dismissal(for: kind)) }

    isolated deinit { dismiss() }
}
