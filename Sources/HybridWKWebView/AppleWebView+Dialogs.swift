import HybridCore
import WebKit

extension AppleWebView {
    /// Asks the delegate; the reply completes once, by the answer or by ``dismissScriptDialogs()``.
    func runScriptDialog(_ dialog: ScriptDialog, reply: ScriptDialogReply) {
        nextDialogID += 1
        let id = nextDialogID
        openDialogs[id] = reply
        Task { @MainActor [weak self] in
            let result = if let self, let delegate = self.delegate {
                await delegate.engineView(self, runScriptDialog: dialog)
            } else {
                ScriptDialogResult.dismissal(for: dialog.kind)
            }
            reply.finish(result)
            self?.openDialogs[id] = nil
        }
    }

    public func dismissScriptDialogs() {
        let open = openDialogs.sorted { $0.key < $1.key }
        openDialogs.removeAll()
        for (_, reply) in open { reply.dismiss() }
    }

    /// WebKit reports no reason: every termination is a crash to the core
    /// (memory pressure included; iOS does not say which).
    func handleWebProcessTermination() {
        dismissScriptDialogs()
        guard !isClosed else { return }
        delegate?.engineView(self, didChangeState: state)
        delegate?.engineView(self, webProcessDidTerminate: .crashed)
    }
}
