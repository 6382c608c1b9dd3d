import CWebKitGTK
import Foundation
import HybridVocabulary

extension GTKWebView {
    /// Wraps the dialog in a ``ScriptDialogReply`` that sets its answer and
    /// closes it, and hands it to the core's ledger, which closes it exactly once.
    /// A dialog held open would block the page.
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
        let reply = ScriptDialogReply(kind: kind) { result in Self.close(dialog, kind: kind, with: result) }
        dialogs.present(request, reply: reply, from: self)
    }

    public func dismissScriptDialogs() { dialogs.dismissAll() }

    private static func close(_ dialog: OpaquePointer, kind: ScriptDialog.Kind, with result: ScriptDialog.Result) {
        switch (kind, result) {
        case (.prompt, .text(let text)): webkit_script_dialog_prompt_set_text(dialog, text)
        case (.prompt, _): webkit_script_dialog_prompt_set_text(dialog, nil)
        case (.confirm, _), (.beforeUnload, _): webkit_script_dialog_confirm_set_confirmed(dialog, result == .cancelled ? 0 : 1)
        case (.alert, _): break
        }
        webkit_script_dialog_close(dialog)
        webkit_script_dialog_unref(dialog)
    }
}
