import CWebKitGTK
import Foundation
import HybridCore
import HybridVocabulary

/// Alerts, confirms and prompts of the pages a ``HybridNavigatorWindow`` shows,
/// as GTK dialogs, for containers whose app set no dialog delegate of its own. A
/// dialog waits until the slide that brings its page in has ended, is titled
/// by the origin of the frame that asked (an iframe's, never the page's), and
/// is answered once: by a button, or as dismissed when its window goes.
@MainActor
final class NavigatorDialogs: WebContainer.DialogDelegate {
    /// The screen showing a container, or nil once it is not shown.
    var screen: (WebContainer) -> NavigatorScreen? = { _ in nil }
    /// Dialogs on screen now, oldest first (for tests: the message, and whether a slide was running when it appeared).
    private(set) var open: [(dialog: UnsafeMutablePointer<GtkWidget>, message: String, duringTransition: Bool)] = []
    private(set) var shownCount = 0
    /// Dialogs a page asked for while its page was still sliding in (each waited for the slide to end).
    private(set) var askedDuringTransition = 0

    func adopt(_ containers: [WebContainer]) {
        for container in containers where container.configuration.dialogDelegate == nil { container.configuration.dialogDelegate = self }
    }

    func container(_ container: WebContainer, runScriptDialog dialog: ScriptDialog) async -> ScriptDialog.Result {
        guard let first = screen(container) else { return .dismissal(for: dialog.kind) }
        if first.transitions.isRunning { askedDuringTransition += 1 }
        await first.transitions.settled()
        guard let screen = screen(container), !container.isClosed else { return .dismissal(for: dialog.kind) }
        return await withCheckedContinuation { continuation in
            present(dialog, over: screen) { continuation.resume(returning: $0) }
        }
    }

    private func present(_ dialog: ScriptDialog, over screen: NavigatorScreen, answer: @escaping @MainActor (ScriptDialog.Result) -> Void) {
        let window = gtk_dialog_new()!
        let title = dialog.sender.origin ?? dialog.frame?.securityOrigin ?? dialog.pageURL?.host ?? "This page"
        gtk_window_set_title(hk_window(window), title)
        gtk_window_set_transient_for(hk_window(window), hk_window(screen.widgets.window))
        gtk_window_set_modal(hk_window(window), 1)
        let area = gtk_dialog_get_content_area(hk_dialog(window))
        gtk_container_add(hk_container(area), gtk_label_new(dialog.message))
        let entry = dialog.kind == .prompt ? gtk_entry_new() : nil
        if let entry {
            gtk_entry_set_text(hk_entry(entry), dialog.defaultText ?? "")
            gtk_container_add(hk_container(area), entry)
        }
        if dialog.kind != .alert { gtk_dialog_add_button(hk_dialog(window), "Cancel", GTK_RESPONSE_CANCEL.rawValue) }
        gtk_dialog_add_button(hk_dialog(window), "OK", GTK_RESPONSE_OK.rawValue)
        let kind = dialog.kind
        let reply = DialogReply { [weak self] response in
            let text = entry.flatMap { gtk_entry_get_text(hk_entry($0)) }.map { String(cString: $0) } ?? ""
            let result: ScriptDialog.Result = switch (response == GTK_RESPONSE_OK.rawValue, kind) {
            case (true, .prompt): .text(text)
            case (true, _): .confirmed
            case (false, _): .dismissal(for: kind)
            }
            self?.open.removeAll { $0.dialog == window }
            gtk_widget_destroy(window)
            answer(result)
        }
        reply.connect(to: window)
        open.append((window, dialog.message, screen.transitions.isRunning))
        shownCount += 1
        gtk_widget_show_all(window)
    }

    /// Answers every open dialog as dismissed: their window is going away.
    func dismissAll() {
        while let window = open.first?.dialog { gtk_dialog_response(hk_dialog(window), GTK_RESPONSE_CANCEL.rawValue) }
    }

    /// Presses OK (or Cancel) on the oldest open dialog, as a person would.
    func respond(ok: Bool) {
        guard let window = open.first?.dialog else { return }
        gtk_dialog_response(hk_dialog(window), ok ? GTK_RESPONSE_OK.rawValue : GTK_RESPONSE_CANCEL.rawValue)
    }
}
