import HybridVocabulary

#if canImport(UIKit)
import UIKit

extension HybridNavigationController {
    /// A `UIAlertController` over whatever is presented on top; `nil` while the stack is off screen.
    /// Returns how to take it down unanswered.
    func presentAlert(_ content: ShellDialogContent, answer: @escaping @MainActor (ScriptDialog.Result) -> Void)
        -> (@MainActor () -> Void)? {
        var top: UIViewController = self
        while let presented = top.presentedViewController { top = presented }
        guard top.viewIfLoaded?.window != nil else { return nil }
        let alert = UIAlertController(title: content.title, message: content.message, preferredStyle: .alert)
        if let text = content.textField { alert.addTextField { $0.text = text } }
        for button in content.buttons {
            alert.addAction(UIAlertAction(title: button.title, style: button.isCancel ? .cancel : .default) { [weak alert] _ in
                answer(ShellDialogContent.result(of: button, text: alert?.textFields?.first?.text))
            })
        }
        top.present(alert, animated: true)
        return { [weak self, weak alert] in alert?.dismiss(animated: true) { self?.sync() } }
    }
}
#elseif canImport(AppKit)
import AppKit

extension HybridNavigationController {
    /// An `NSAlert` as a sheet on the modal sheet's window, or else this controller's;
    /// `nil` while neither is in a window. Returns how to take it down unanswered.
    func presentAlert(_ content: ShellDialogContent, answer: @escaping @MainActor (ScriptDialog.Result) -> Void)
        -> (@MainActor () -> Void)? {
        let host: NSViewController = modal ?? self
        guard host.isViewLoaded, let window = host.view.window else { return nil }
        let alert = NSAlert()
        alert.messageText = content.title
        alert.informativeText = content.message
        // AppKit puts the first button rightmost, as the default; the content lists the cancelling one first.
        let buttons = Array(content.buttons.reversed())
        for button in buttons { _ = alert.addButton(withTitle: button.title) }
        let field = content.textField.map { NSTextField(string: $0) }
        if let field {
            field.frame = NSRect(x: 0, y: 0, width: 260, height: 24)
            alert.accessoryView = field
        }
        alert.beginSheetModal(for: window) { response in
            let index = response.rawValue - NSApplication.ModalResponse.alertFirstButtonReturn.rawValue
            // Out of range: the sheet was ended by the shell, which answered already; this answer is then ignored.
            let button = buttons.indices.contains(index) ? buttons[index] : buttons.first(where: \.isCancel) ?? buttons[0]
            answer(ShellDialogContent.result(of: button, text: field?.stringValue))
        }
        return { window.endSheet(alert.window, returnCode: .cancel) }
    }
}
#endif
