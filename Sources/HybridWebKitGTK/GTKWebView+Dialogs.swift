import CWebKitGTK
import Foundation
import HybridCore

extension GTKWebView {
    /// Asks the delegate and closes the dialog with its answer. Each dialog is
    /// closed exactly once: by the answer, or earlier by ``dismissScriptDialogs()``
    /// (the view closes, the app navigates, the web process dies), after which
    /// a late answer is ignored. A dialog held open would block the page.
    func handleScriptDialog(_ dialog: OpaquePointer) {
        let kind: ScriptDialog.Kind
        switch webkit_script_dialog_get_dialog_type(dialog) {
        case WEBKIT_SCRIPT_DIALOG_CONFIRM: kind = .confirm
        case WEBKIT_SCRIPT_DIALOG_PROMPT: kind = .prompt
        case WEBKIT_SCRIPT_DIALOG_BEFORE_UNLOAD_CONFIRM: kind = .beforeUnload
        default: kind = .alert
        }
        let request = ScriptDialog(
            kind: kind,
            message: webkit_script_dialog_get_message(dialog).map { String(cString: $0) } ?? "",
            defaultText: kind == .prompt ? webkit_script_dialog_prompt_get_default_text(dialog).map { String(cString: $0) } : nil,
            pageURL: state.url)
        webkit_script_dialog_ref(dialog)
        nextDialogID += 1
        let id = nextDialogID
        openDialogs[id] = (dialog, kind)
        Task { @MainActor [weak self] in
            guard let self else { return }
            let result = await delegate?.engineView(self, runScriptDialog: request) ?? .dismissal(for: kind)
            closeDialog(id, with: result)
        }
    }

    public func dismissScriptDialogs() {
        for (id, open) in openDialogs.sorted(by: { $0.key < $1.key }) { closeDialog(id, with: .dismissal(for: open.kind)) }
    }

    /// Closes dialog `id` with `result`; does nothing when it is already closed.
    private func closeDialog(_ id: UInt64, with result: ScriptDialogResult) {
        guard let (dialog, kind) = openDialogs.removeValue(forKey: id) else { return }
        switch (kind, result) {
        case (.prompt, .text(let text)): webkit_script_dialog_prompt_set_text(dialog, text)
        case (.prompt, _): webkit_script_dialog_prompt_set_text(dialog, nil)
        case (.confirm, _), (.beforeUnload, _): webkit_script_dialog_confirm_set_confirmed(dialog, result == .cancelled ? 0 : 1)
        case (.alert, _): break
        }
        webkit_script_dialog_close(dialog)
        webkit_script_dialog_unref(dialog)
        dialogCloseCount += 1
    }
}
