import HybridCore
import WebKit
import HybridVocabulary

extension AppleWebView {
    /// Asks the delegate through the core's ledger; the reply completes once,
    /// by the answer or by ``dismissScriptDialogs()``.
    func runScriptDialog(_ dialog: ScriptDialog, reply: ScriptDialogReply) {
        dialogs.present(dialog, reply: reply, from: self)
    }

    public func dismissScriptDialogs() { dialogs.dismissAll() }

    /// WebKit reports no reason: every termination is a crash to the core
    /// (memory pressure included; iOS does not say which).
    func handleWebProcessTermination() {
        dismissScriptDialogs()
        requests.finishAll()
        guard !isClosed else { return }
        delegate?.engineView(self, didChangeState: state)
        delegate?.engineView(self, webProcessDidTerminate: .crashed)
    }
}
