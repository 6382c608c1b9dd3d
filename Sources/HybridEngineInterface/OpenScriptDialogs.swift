import HybridVocabulary
/// One view's open script dialogs. Each engine wraps a dialog's completion in
/// a ``ScriptDialogReply`` and hands it here: the view's delegate is asked, and
/// the reply finishes with its answer, or earlier with a dismissal when
/// ``dismissAll()`` runs (the view closes, the app navigates, the web process
/// dies). Either way each dialog is closed exactly once.
@MainActor
package final class OpenScriptDialogs {
    private var open: [UInt64: ScriptDialogReply] = [:]
    private var nextID: UInt64 = 0

    public init() {}

    /// Dialogs asked about and not yet closed.
    public var openCount: Int { open.count }

    public func present(_ dialog: ScriptDialog, reply: ScriptDialogReply, from view: any WebEngineView) {
        nextID += 1
        let id = nextID
        open[id] = reply
        Task { @MainActor [weak self, weak view] in
            let result = if let view, let delegate = view.delegate {
                await delegate.engineView(view, runScriptDialog: dialog)
            } else {
                ScriptDialog.Result.dismissal(for: dialog.kind)
            }
            reply.finish(result)
            self?.open[id] = nil
        }
    }

    /// Closes every open dialog as a user who dismissed it would, oldest first.
    public func dismissAll() {
        let replies = open.sorted { $0.key < $1.key }.map(\.value)
        open.removeAll()
        for reply in replies { reply.dismiss() }
    }
}
